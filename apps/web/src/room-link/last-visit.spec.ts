/** @jest-environment jsdom */
import { isNewSince, markVisit, peekPreviousVisit } from './last-visit';

describe('new since your last visit (docs/product-rules.md, "Deal rooms": room links)', () => {
  beforeEach(() => window.localStorage.clear());
  const at = (iso: string) => new Date(iso);

  it('marks nothing on a first visit, then documents added after the previous visit', () => {
    expect(markVisit('t1', at('2026-11-01T09:00:00Z'))).toBeNull();
    const previous = markVisit('t1', at('2026-11-03T09:00:00Z'));
    expect(previous).toBe('2026-11-01T09:00:00.000Z');
    expect(isNewSince('2026-11-02T10:00:00Z', previous)).toBe(true);
    expect(isNewSince('2026-10-30T10:00:00Z', previous)).toBe(false);
    expect(isNewSince('2026-11-02T10:00:00Z', null)).toBe(false);
  });

  it('keeps the same marks on a return within 30 minutes (the same visit), per link', () => {
    markVisit('t1', at('2026-11-01T09:00:00Z'));
    expect(markVisit('t1', at('2026-11-03T09:00:00Z'))).toBe('2026-11-01T09:00:00.000Z');
    expect(markVisit('t1', at('2026-11-03T09:20:00Z'))).toBe('2026-11-01T09:00:00.000Z');
    expect(markVisit('t1', at('2026-11-03T10:00:00Z'))).toBe('2026-11-03T09:20:00.000Z');
    expect(markVisit('t2', at('2026-11-03T10:00:00Z'))).toBeNull();
  });

  it('peeks at what a visit would answer without recording it', () => {
    expect(peekPreviousVisit('t1', at('2026-11-01T09:00:00Z'))).toBeNull();
    expect(markVisit('t1', at('2026-11-01T09:00:00Z'))).toBeNull();
    expect(peekPreviousVisit('t1', at('2026-11-01T09:10:00Z'))).toBeNull();
    expect(peekPreviousVisit('t1', at('2026-11-03T09:00:00Z'))).toBe('2026-11-01T09:00:00.000Z');
    expect(peekPreviousVisit('t1', at('2026-11-03T09:00:00Z'))).toBe('2026-11-01T09:00:00.000Z');
    expect(markVisit('t1', at('2026-11-01T09:20:00Z'))).toBeNull();
  });
});
