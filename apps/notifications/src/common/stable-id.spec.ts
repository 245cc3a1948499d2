import { z } from 'zod';
import { stableUuid } from './stable-id';

describe('stableUuid', () => {
  it('gives the same valid UUID for the same key and another one for another key', () => {
    const a = stableUuid('seq:high_score:mei@example.sg:address:1');
    expect(stableUuid('seq:high_score:mei@example.sg:address:1')).toBe(a);
    expect(stableUuid('seq:high_score:mei@example.sg:address:2')).not.toBe(a);
    expect(z.uuid().safeParse(a).success).toBe(true);
    expect(a).not.toContain(':');
  });
});
