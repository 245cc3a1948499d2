import { isDecisionDocument, roomVisitorIntent, type RoomDocumentReading } from './room-visitor-intent';

const doc = (name: string, seconds: number[], over: Partial<RoomDocumentReading> = {}): RoomDocumentReading => ({
  name,
  pageCount: 10,
  furthestPage: 1,
  downloads: 0,
  views: seconds.map((s, visit) => ({ visit, ms: s * 1000 })),
  ...over,
});

describe('roomVisitorIntent', () => {
  it('knows a decision document by its name, not by a word that merely contains one', () => {
    expect(['Management accounts FY2025.pdf', 'Cap table.xlsx', 'captable.pdf', 'Financial_model.xlsx', '3-statement model.xlsx', 'P&L 2025.pdf', 'Valuation.pdf'].filter(isDecisionDocument)).toHaveLength(7);
    expect(['Deck.pdf', 'Remodelling plan.pdf', 'Accountability charter.pdf', 'Team.pdf'].filter(isDecisionDocument)).toEqual([]);
  });

  it('one careful read of the deck to the end is warm; the model downloaded on a second visit makes it hot', () => {
    const deck = doc('Deck.pdf', [224], { furthestPage: 10 });
    expect(roomVisitorIntent({ visits: 1, questions: 0, documents: [deck] })).toEqual({ level: 'warm', score: 55, reasons: ['Read Deck.pdf for 4 min', 'Read Deck.pdf to the end'] });
    const model = doc('Model.xlsx', [0, 30], { downloads: 2 });
    expect(roomVisitorIntent({ visits: 2, questions: 0, documents: [deck, model] })).toEqual({
      level: 'hot',
      score: 95,
      reasons: ['Read Deck.pdf for 4 min', 'Read Model.xlsx for 30 s', 'Downloaded Model.xlsx twice', 'Came back once', 'Read Deck.pdf to the end'],
    });
  });

  it('names three documents, counts the rest, and says where a skimmer’s time went', () => {
    const many = ['A.pdf', 'B.pdf', 'C.pdf', 'D.pdf', 'E.pdf'].map((name, i) => doc(name, [60 - i], { downloads: i < 3 ? 1 : 0 }));
    const intent = roomVisitorIntent({ visits: 1, questions: 3, documents: many });
    expect(intent.reasons).toEqual(['Read A.pdf for 1 min', 'Read B.pdf for 59 s', 'Read C.pdf for 58 s', 'Read 2 more documents', 'Downloaded 3 documents', 'Asked 3 questions']);
    expect(intent.score).toBe(75);
    expect(roomVisitorIntent({ visits: 1, questions: 0, documents: [doc('Deck.pdf', [6]), doc('Team.pdf', [3])] })).toEqual({ level: 'cold', score: 2, reasons: ['Skimmed: 9 s in all'] });
    expect(roomVisitorIntent({ visits: 1, questions: 0, documents: [doc('Deck.pdf', [0])] }).reasons).toEqual(['Opened Deck.pdf but reported no reading time']);
  });
});
