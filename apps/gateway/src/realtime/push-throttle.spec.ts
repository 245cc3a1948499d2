import { PushThrottle } from './push-throttle';

describe('PushThrottle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends at most 10 a second, the newest snapshot of each interval, the first at once', () => {
    const sent: number[] = [];
    const throttle = new PushThrottle<{ version: number }>(
      (v) => sent.push(v.version),
      (waiting, incoming) => waiting.version > incoming.version,
      100,
      () => Date.now(),
    );
    throttle.offer({ version: 1 });
    expect(sent).toEqual([1]);
    for (let v = 2; v <= 50; v++) throttle.offer({ version: v });
    expect(sent).toEqual([1]);
    jest.advanceTimersByTime(100);
    expect(sent).toEqual([1, 50]);
    // An older snapshot never replaces a newer one waiting.
    throttle.offer({ version: 52 });
    throttle.offer({ version: 51 });
    jest.advanceTimersByTime(100);
    expect(sent).toEqual([1, 50, 52]);
    // 100 offers over a second: at most 10 pushes (plus the first of the spell).
    for (let i = 0; i < 100; i++) {
      throttle.offer({ version: 100 + i });
      jest.advanceTimersByTime(10);
    }
    jest.advanceTimersByTime(100);
    expect(sent.length - 3).toBeLessThanOrEqual(11);
    expect(sent.at(-1)).toBe(199);
    throttle.stop();
  });
});
