import { afterTitle, titleEcho, titleEchoes } from './title-echo';
import { withoutTitleEcho } from './deck-builder';

describe('a body line that restates its slide title', () => {
  it('is found after normalising case, punctuation and figures', () => {
    expect(titleEcho('Outlet managers spend 6–8 hours a week building rosters', 'Outlet managers spend 6-8 hours a week building rosters.')).toBe('same');
    expect(titleEcho('Kuala Lumpur launch in Q2 2026', 'Kuala Lumpur launch in Q2 2026, then Jakarta in 2027')).toBe('extends');
    expect(titleEcho('Chairman to sell his 55% and retire', 'Chairman to sell his 55% and retire')).toBe('same');
  });

  it('is not a short figure under its claim, nor a different sentence', () => {
    expect(titleEcho('S$38,000 MRR, growing 11% month-on-month', 'S$38,000 MRR')).toBeNull();
    expect(titleEcho('S$45 per outlet a month at 82% gross margin', 'S$45 per outlet a month')).toBeNull();
    expect(titleEcho('Led by Rachel Tan, former operations director', 'Rachel Tan — CEO: former operations director')).toBeNull();
    expect(titleEcho('A S$4.1B market', '[Add: total addressable market]')).toBeNull();
  });

  it('keeps only what the line says after the title', () => {
    expect(afterTitle('Kuala Lumpur launch in Q2 2026', 'Kuala Lumpur launch in Q2 2026, then Jakarta in 2027')).toBe('Jakarta in 2027');
    expect(afterTitle('Only product with a marketplace', 'Only product with a marketplace; payroll rules built in')).toBe('Payroll rules built in');
    // A title cut inside a clause leaves a fragment ("Indonesia through partner banks"): nothing to keep.
    expect(afterTitle('Payout licences in Vietnam', 'Payout licences in Vietnam and Indonesia through partner banks')).toBe('');
  });
});

describe('the deck builder', () => {
  it('drops a first line the title says, trims one that goes on, and falls back to the topic when nothing else is left', () => {
    const dropped = withoutTitleEcho({ kind: 'problem_solution', title: 'Offices pay too much for coffee', content: { 'The problem': 'Offices pay too much for coffee.\nMachines break weekly', 'Our solution': 'A monthly plan' }, notes: '' });
    expect(dropped.content).toEqual({ 'The problem': 'Machines break weekly', 'Our solution': 'A monthly plan' });
    const trimmed = withoutTitleEcho({ kind: 'go_to_market', title: 'Kuala Lumpur launch in Q2 2026', content: { Channels: 'Direct sales', Next: 'Kuala Lumpur launch in Q2 2026, then Jakarta in 2027' }, notes: '' });
    expect(trimmed.content).toEqual({ Channels: 'Direct sales', Next: 'Jakarta in 2027' });
    const topic = withoutTitleEcho({ kind: 'problem_solution', title: 'Offices pay too much for coffee', content: { 'The problem': 'Offices pay too much for coffee.', 'Our solution': 'A monthly plan' }, notes: '' });
    expect(topic).toMatchObject({ title: 'The problem and our solution', content: { 'The problem': 'Offices pay too much for coffee.' } });
    expect(titleEchoes({ title: topic.title, content: topic.content })).toEqual([]);
  });
});
