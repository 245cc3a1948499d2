import { deviceType, isHighPerformer, nextConversionStage, PERSONALIZATION_SAVE_DEBOUNCE_MS, type ConversionStage, type DeviceType } from '@bv/domain';
import { trackEvent } from './analytics';
import { readStored, writeStored } from './local-store';

// docs/product-rules.md, "Analytics, personalization and A/B tests": personalization data, kept locally.
export type PersonalizationData = {
  visitCount: number;
  behaviorTags: string[];
  deviceType: DeviceType;
  /** Seconds the site was visible, over all visits. */
  timeOnSite: number;
  pageViews: number;
  conversionStage: ConversionStage;
  lastVisit: string;
  score?: number;
  industry?: string;
  companySize?: string;
  urgencyLevel?: 'low' | 'medium' | 'high';
};

export const PERSONALIZATION_KEY = 'bv.personalization';
const VISIT_MARKER = 'bv.visitCounted';
const MAX_TAGS = 50;
/** Our reading of "high engagement" (the spec leaves it open): a third page view or two minutes on site. */
export const HIGH_ENGAGEMENT = { pageViews: 3, seconds: 120 } as const;

type Listener = () => void;

export class PersonalizationStore {
  private data: PersonalizationData;
  private readonly listeners = new Set<Listener>();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly storage: () => Storage = () => window.localStorage,
    private readonly now: () => number = Date.now,
  ) {
    const stored = readStored<Partial<PersonalizationData>>(PERSONALIZATION_KEY, {}, storage);
    this.data = {
      visitCount: 0,
      behaviorTags: [],
      deviceType: 'desktop',
      timeOnSite: 0,
      pageViews: 0,
      conversionStage: 'awareness',
      lastVisit: new Date(now()).toISOString(),
      ...stored,
    };
  }

  get snapshot(): PersonalizationData {
    return this.data;
  }

  get isHighPerformer(): boolean {
    return this.data.score !== undefined && isHighPerformer(this.data.score);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PersonalizationData => this.data;

  /** Once per browser session: counts the visit and records the device class. */
  startVisit(widthPx: number, session: () => Storage = () => window.sessionStorage): void {
    const counted = readStored<boolean>(VISIT_MARKER, false, session);
    if (!counted) writeStored(VISIT_MARKER, true, session);
    this.update({
      visitCount: this.data.visitCount + (counted ? 0 : 1),
      deviceType: deviceType(widthPx),
      lastVisit: new Date(this.now()).toISOString(),
    });
  }

  setDevice(widthPx: number): void {
    const device = deviceType(widthPx);
    if (device !== this.data.deviceType) this.update({ deviceType: device });
  }

  pageView(): void {
    this.update({ pageViews: this.data.pageViews + 1, lastVisit: new Date(this.now()).toISOString() });
    this.checkEngagement();
  }

  addTimeOnSite(seconds: number): void {
    this.update({ timeOnSite: this.data.timeOnSite + seconds });
    this.checkEngagement();
  }

  /**
   * A behaviour tag; the four of docs/product-rules.md, "Analytics, personalization and A/B tests",
   * also move the conversion stage forward.
   */
  recordBehaviour(tag: string): void {
    const stage = nextConversionStage(this.data.conversionStage, tag);
    const tags = this.data.behaviorTags.includes(tag) ? this.data.behaviorTags : [...this.data.behaviorTags, tag].slice(-MAX_TAGS);
    if (stage !== this.data.conversionStage) trackEvent('conversion_stage', { from: this.data.conversionStage, to: stage });
    this.update({ behaviorTags: tags, conversionStage: stage });
  }

  setProfile(profile: Pick<PersonalizationData, 'score' | 'industry' | 'companySize' | 'urgencyLevel'>): void {
    this.update(profile);
  }

  /** Drops what one person told the site about themselves (a Lite score, their business), kept device facts aside. */
  forgetProfile(): void {
    const { score: _score, industry: _industry, companySize: _size, urgencyLevel: _urgency, ...rest } = this.data;
    this.data = rest;
    for (const listener of this.listeners) listener();
    this.flush();
  }

  /** Writes now (page hide); otherwise saves wait for a quiet 2 s. */
  flush(): void {
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    writeStored(PERSONALIZATION_KEY, this.data, this.storage);
  }

  private checkEngagement(): void {
    const engaged = this.data.pageViews >= HIGH_ENGAGEMENT.pageViews || this.data.timeOnSite >= HIGH_ENGAGEMENT.seconds;
    if (engaged && !this.data.behaviorTags.includes('high_engagement')) this.recordBehaviour('high_engagement');
  }

  private update(patch: Partial<PersonalizationData>): void {
    this.data = { ...this.data, ...patch };
    for (const listener of this.listeners) listener();
    if (this.saveTimer !== undefined) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.flush(), PERSONALIZATION_SAVE_DEBOUNCE_MS);
  }
}

let store: PersonalizationStore | undefined;

export function personalization(): PersonalizationStore {
  store ??= new PersonalizationStore();
  return store;
}
