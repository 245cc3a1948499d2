import { MAX_ANALYTICS_EVENTS, MAX_FUNNEL_STEPS } from '@bv/domain';
import { readStored, sessionId, visitorId, writeStored } from './local-store';

// docs/product-rules.md, "Analytics, personalization and A/B tests": analytics are kept locally
// only, the newest 1000 events and 500 funnel steps.
export type AnalyticsEvent = {
  event: string;
  properties: Record<string, string | number | boolean | null>;
  timestamp: string;
  userId: string | null;
  sessionId: string;
};
export type FunnelStep = { funnel: string; step: string; timestamp: string; sessionId: string };

export const EVENTS_KEY = 'bv.analytics.events';
export const FUNNEL_KEY = 'bv.analytics.funnel';

let userId: string | null = null;

/** The signed-in user's id, once identity knows it; anonymous visitors are null. */
export function setAnalyticsUser(id: string | null): void {
  userId = id;
}

function appendCapped<T>(key: string, item: T, max: number): void {
  const list = readStored<T[]>(key, []);
  list.push(item);
  writeStored(key, list.length > max ? list.slice(list.length - max) : list);
}

export function trackEvent(event: string, properties: AnalyticsEvent['properties'] = {}): void {
  appendCapped<AnalyticsEvent>(EVENTS_KEY, { event, properties, timestamp: new Date().toISOString(), userId, sessionId: sessionId() }, MAX_ANALYTICS_EVENTS);
}

export function trackFunnelStep(funnel: string, step: string): void {
  appendCapped<FunnelStep>(FUNNEL_KEY, { funnel, step, timestamp: new Date().toISOString(), sessionId: sessionId() }, MAX_FUNNEL_STEPS);
}

export function readEvents(): AnalyticsEvent[] {
  return readStored<AnalyticsEvent[]>(EVENTS_KEY, []);
}

export function readFunnel(): FunnelStep[] {
  return readStored<FunnelStep[]>(FUNNEL_KEY, []);
}

export { visitorId };
