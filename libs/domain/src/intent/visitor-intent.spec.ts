import { visitorIntent, type SlideReading } from './visitor-intent';

const deck = (visit: number, seconds: Partial<Record<'cover' | 'team' | 'financials' | 'traction' | 'ask' | 'market', number>>): SlideReading[] =>
  Object.entries(seconds).map(([kind, s]) => ({ visit, kind: kind as SlideReading['kind'], title: kind, ms: s! * 1000 }));

describe('visitorIntent', () => {
  it('an investor who reads the financials twice and downloads the PDF is hot', () => {
    const intent = visitorIntent({
      visits: 2,
      completed: false,
      downloads: 1,
      questions: 0,
      readings: [...deck(0, { cover: 4, financials: 100 }), ...deck(1, { financials: 80 })],
    });
    expect(intent.level).toBe('hot');
    expect(intent.reasons).toEqual(['Read Financials twice, 3 min in all', 'Downloaded the PDF', 'Came back once']);
  });

  it('one who skims the cover is cold, and says so', () => {
    const intent = visitorIntent({ visits: 1, completed: false, downloads: 0, questions: 0, readings: deck(0, { cover: 20 }) });
    expect(intent).toEqual({ level: 'cold', score: 0, reasons: ['Skimmed: 20 s on the cover only'] });
  });

  it('a single full read at the reference pace is warm, not hot: a download or a return visit tips it', () => {
    const once = { visits: 1, completed: true, downloads: 0, questions: 0, readings: deck(0, { cover: 5, team: 62, financials: 52, traction: 49, ask: 30 }) };
    expect(visitorIntent(once)).toMatchObject({ level: 'warm', score: 55 });
    expect(visitorIntent({ ...once, visits: 3 })).toMatchObject({ level: 'hot', score: 75 });
    expect(visitorIntent({ ...once, visits: 3 }).reasons).toEqual(expect.arrayContaining(['Came back twice', 'Read the ask for 30 s']));
  });

  it('paging past decision slides counts as skimming; the score never passes 100', () => {
    expect(visitorIntent({ visits: 1, completed: true, downloads: 0, questions: 0, readings: deck(0, { cover: 3, team: 2, financials: 2 }) })).toEqual({
      level: 'cold',
      score: 15,
      reasons: ['Read to the end', 'Skimmed: 7 s in all'],
    });
    const everything = { visits: 5, completed: true, downloads: 3, questions: 4, readings: deck(0, { team: 600, financials: 600, traction: 600 }) };
    expect(visitorIntent(everything).score).toBe(100);
    expect(visitorIntent(everything).reasons).toEqual(expect.arrayContaining(['Downloaded the PDF 3 times', 'Came back 4 times', 'Asked 4 questions']));
  });

  it('a FAQ or checklist (no slide kinds) weighs total reading time against a whole first read', () => {
    const faq = visitorIntent({ visits: 1, completed: true, downloads: 0, questions: 0, readings: [{ visit: 0, kind: null, title: 'Market', ms: 224_000 }] });
    expect(faq).toEqual({ level: 'warm', score: 55, reasons: ['Read for 4 min in all', 'Read to the end'] });
    expect(visitorIntent({ visits: 1, completed: false, downloads: 0, questions: 0, readings: [] }).reasons).toEqual(['Opened the link but reported no reading time']);
  });
});
