import { slideAttention } from './slide-attention';

const deck = {
  outputId: 'deck',
  outputType: 'pitch_deck',
  content: {
    slides: [
      { id: 's1', title: 'Kopi Cloud', content: 'Point-of-sale for kopitiams', notes: '', kind: 'cover' },
      { id: 's2', title: 'Financials', content: 'Revenue S$1.2m, up 40%', notes: '', kind: 'financials' },
      { id: 's3', title: 'Team', content: 'Founders and COO', notes: '', kind: 'team' },
    ],
  },
};

describe('time on each kind of slide', () => {
  it('sums time per kind from the viewer copy of each deck and counts each visitor once per kind', () => {
    const attention = slideAttention(
      [
        { outputId: 'deck', section: 1, visitor: 'a', ms: 120_000 },
        { outputId: 'deck', section: 1, visitor: 'b', ms: 60_400 },
        { outputId: 'deck', section: 2, visitor: 'a', ms: 9_000 },
        { outputId: 'faq', section: 1, visitor: 'a', ms: 500_000 },
        { outputId: 'deck', section: 7, visitor: 'a', ms: 500_000 },
      ],
      [deck, { outputId: 'faq', outputType: 'investor_faq', content: { faqs: [] } }],
      90,
    );
    expect(attention).toEqual({
      days: 90,
      kinds: [
        { kind: 'financials', seconds: 180, visitors: 2 },
        { kind: 'team', seconds: 9, visitors: 1 },
      ],
    });
  });

  it('counts nothing for a deck whose snapshot is gone', () => {
    expect(slideAttention([{ outputId: 'deck', section: 1, visitor: 'a', ms: 60_000 }], [], 90).kinds).toEqual([]);
  });
});
