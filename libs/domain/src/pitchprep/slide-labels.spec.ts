import { labelledEntries } from './slide-labels';

describe('labelledEntries', () => {
  it('puts a kind’s labels back in the writers’ order after the database reordered the keys', () => {
    // As jsonb returns them: shortest key first.
    const stored = { CAC: 'S$2,900', LTV: 'S$26,000', Price: 'S$45', Payback: '7 months', 'Gross margin': '82%', 'How we make money': 'Subscriptions' };
    expect(labelledEntries('business_model', stored).map(([label]) => label)).toEqual(['How we make money', 'Price', 'Gross margin', 'CAC', 'LTV', 'Payback']);
    expect(labelledEntries('market', { SAM: 'b', SOM: 'c', TAM: 'a', 'Why now': 'd' }).map(([label]) => label)).toEqual(['TAM', 'SAM', 'SOM', 'Why now']);
  });

  it('keeps labels it does not know, and slides without a kind, in their own order', () => {
    expect(labelledEntries('traction', { NRR: '118%', Growth: '11%', Churn: '1.2%', Revenue: 'S$38,000' }).map(([label]) => label)).toEqual(['Revenue', 'Growth', 'NRR', 'Churn']);
    expect(labelledEntries(undefined, { b: '2', a: '1' }).map(([label]) => label)).toEqual(['b', 'a']);
  });
});
