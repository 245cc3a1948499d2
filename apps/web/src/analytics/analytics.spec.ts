/** @jest-environment jsdom */
import { AB_TESTS, CONVERSION_WINDOW_MS, MAX_ANALYTICS_EVENTS, MAX_FUNNEL_STEPS, PERSONALIZATION_SAVE_DEBOUNCE_MS } from '@bv/domain';
import { readEvents, readFunnel, trackEvent, trackFunnelStep } from './analytics';
import { ASSIGNMENTS_KEY, CONVERSIONS_KEY, getVariant, recordConversion } from './experiments';
import { PERSONALIZATION_KEY, PersonalizationStore } from './personalization';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('local analytics (docs/product-rules.md, "Analytics, personalization and A/B tests")', () => {
  it('keeps the newest 1000 events with event, properties, timestamp, userId and sessionId', () => {
    for (let i = 0; i < MAX_ANALYTICS_EVENTS + 5; i++) trackEvent('page_view', { n: i });
    const events = readEvents();
    expect(events).toHaveLength(MAX_ANALYTICS_EVENTS);
    expect(events[0].properties.n).toBe(5);
    expect(events.at(-1)).toMatchObject({ event: 'page_view', properties: { n: MAX_ANALYTICS_EVENTS + 4 }, userId: null, sessionId: expect.any(String) });
  });

  it('keeps the newest 500 funnel steps', () => {
    for (let i = 0; i < MAX_FUNNEL_STEPS + 1; i++) trackFunnelStep('lite', `step-${i}`);
    const steps = readFunnel();
    expect(steps).toHaveLength(MAX_FUNNEL_STEPS);
    expect(steps[0].step).toBe('step-1');
  });

  it('survives storage that throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => trackEvent('x')).not.toThrow();
    setItem.mockRestore();
  });
});

describe('A/B tests', () => {
  it('assigns by the spec weights from the random number and keeps the variant per visitor', () => {
    expect(getVariant('cta-button-text', () => 0.1)).toBe('Get Started');
    // A later draw never changes an existing assignment.
    expect(getVariant('cta-button-text', () => 0.9)).toBe('Get Started');
    expect(getVariant('pricing-display', () => 0.75)).toBe('savings');
    expect(getVariant('social-proof-position', () => 0.2)).toBe('below-hero');
    const stored = JSON.parse(localStorage.getItem(ASSIGNMENTS_KEY) ?? '{}') as Record<string, { variant: string }>;
    expect(stored['cta-button-text'].variant).toBe('Get Started');
  });

  it.each(Object.keys(AB_TESTS) as Array<keyof typeof AB_TESTS>)('%s splits 10 000 visitors close to its weights', (test) => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 10_000; i++) {
      localStorage.clear();
      const variant = getVariant(test, () => (i + 0.5) / 10_000);
      counts[variant] = (counts[variant] ?? 0) + 1;
    }
    for (const { variant, weight } of AB_TESTS[test]) expect(counts[variant] / 100).toBeCloseTo(weight, 0);
  });

  it('credits a conversion to the variant seen within the last hour, not later', () => {
    let now = Date.parse('2025-07-01T00:00:00Z');
    getVariant('pricing-display', () => 0.1, () => now);
    now += CONVERSION_WINDOW_MS - 1;
    expect(recordConversion('pricing-display', 'tab', () => now)).toBe(true);
    now += CONVERSION_WINDOW_MS + 1;
    expect(recordConversion('pricing-display', 'tab', () => now)).toBe(false);
    expect(recordConversion('cta-button-text', 'click', () => now)).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONVERSIONS_KEY) ?? '[]')).toEqual([expect.objectContaining({ test: 'pricing-display', variant: 'standard', conversion: 'tab' })]);
  });
});

describe('personalization', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const stored = () => JSON.parse(localStorage.getItem(PERSONALIZATION_KEY) ?? 'null') as Record<string, unknown> | null;

  it('counts one visit per browser session and the device class by 768/1024 px', () => {
    const store = new PersonalizationStore();
    store.startVisit(390);
    store.startVisit(390);
    expect(store.snapshot).toMatchObject({ visitCount: 1, deviceType: 'mobile', conversionStage: 'awareness' });
    store.setDevice(800);
    expect(store.snapshot.deviceType).toBe('tablet');
    store.setDevice(1024);
    expect(store.snapshot.deviceType).toBe('desktop');
  });

  it('saves 2 s after the last change, not before, and flush() writes at once', () => {
    const store = new PersonalizationStore();
    store.pageView();
    jest.advanceTimersByTime(PERSONALIZATION_SAVE_DEBOUNCE_MS - 1);
    store.pageView();
    jest.advanceTimersByTime(PERSONALIZATION_SAVE_DEBOUNCE_MS - 1);
    expect(stored()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(stored()).toMatchObject({ pageViews: 2 });
    store.addTimeOnSite(15);
    store.flush();
    expect(stored()).toMatchObject({ timeOnSite: 15 });
  });

  it('moves awareness → consideration → decision, never back, and tags high engagement', () => {
    const store = new PersonalizationStore();
    store.recordBehaviour('assessment_completed');
    expect(store.snapshot.conversionStage).toBe('consideration');
    store.recordBehaviour('plan_selected');
    store.recordBehaviour('high_engagement');
    expect(store.snapshot.conversionStage).toBe('decision');
    const fresh = new PersonalizationStore(() => sessionStorage);
    fresh.pageView();
    fresh.pageView();
    fresh.pageView();
    expect(fresh.snapshot.behaviorTags).toContain('high_engagement');
    expect(fresh.snapshot.conversionStage).toBe('consideration');
  });

  it('selects the high-performer content from a score of 35', () => {
    const store = new PersonalizationStore();
    store.setProfile({ score: 34 });
    expect(store.isHighPerformer).toBe(false);
    store.setProfile({ score: 35 });
    expect(store.isHighPerformer).toBe(true);
  });

  it('reads what an earlier visit saved', () => {
    localStorage.setItem(PERSONALIZATION_KEY, JSON.stringify({ visitCount: 4, conversionStage: 'decision' }));
    expect(new PersonalizationStore().snapshot).toMatchObject({ visitCount: 4, conversionStage: 'decision', pageViews: 0 });
  });
});
