import { formatSingaporeDate } from '@bv/domain';

/** A visitor worth a follow-up, as sharing sends them with each view (docs/product-rules.md, "Visitor intent"). */
export type FollowUp = { name: string; level: 'hot' | 'warm'; reasons: string[]; linkTitle?: string };

/** One share link or one deal room in the day's digest. */
export type DigestSource = {
  /** `share:<shareId>` or `room:<roomId>`. */
  key: string;
  kind: 'share' | 'room';
  title: string;
  /** Where the founder sees its visitors: the link's analytics page or the room's. */
  url: string;
  views: number;
  downloads: number;
  /** Its hot and warm visitors as of its latest event in the digest, hottest first. */
  followUps: FollowUp[];
};

/** What one founder's pending daily digest has gathered so far (kept as JSON on the founder's row). */
export type FounderTally = {
  views: number;
  downloads: number;
  /** Views by visitors who gave no e-mail address. */
  anonymousViews: number;
  /** Addresses visitors gave, first seen first, each once. */
  viewerEmails: string[];
  firstAt: string;
  lastAt: string;
  /** In the order they were first viewed. */
  sources: DigestSource[];
};

/** One view or download of a share link or of a room document, as the digest counts it. */
export type DigestEvent = {
  source: Omit<DigestSource, 'views' | 'downloads' | 'followUps'>;
  at: string;
  /** A new view (a download that started one is a view and a download). */
  view: boolean;
  download: boolean;
  viewerEmail: string | null;
  /** The source's whole list as of this event; undefined leaves the source's list as it was. */
  followUps?: FollowUp[];
};

/** At most this many addresses and sources are named in one mail; the rest are counted. */
const NAMED = 10;
const SOURCES_NAMED = 4;
/** At most this many visitors to follow up with are listed; the pages have the rest. */
export const FOUNDER_FOLLOW_UPS_SHOWN = 3;

/** Adds one event to a founder's digest (null: a new digest). */
export function tallyDigest(tally: FounderTally | null, e: DigestEvent): FounderTally {
  const base: FounderTally = tally ?? { views: 0, downloads: 0, anonymousViews: 0, viewerEmails: [], firstAt: e.at, lastAt: e.at, sources: [] };
  const known = base.sources.find((s) => s.key === e.source.key);
  const source: DigestSource = {
    ...(known ?? { views: 0, downloads: 0, followUps: [] }),
    ...e.source,
    views: (known?.views ?? 0) + (e.view ? 1 : 0),
    downloads: (known?.downloads ?? 0) + (e.download ? 1 : 0),
    followUps: e.followUps ?? known?.followUps ?? [],
  };
  const email = e.viewerEmail?.toLowerCase() ?? null;
  return {
    views: base.views + (e.view ? 1 : 0),
    downloads: base.downloads + (e.download ? 1 : 0),
    anonymousViews: base.anonymousViews + (e.view && !email ? 1 : 0),
    viewerEmails: email && !base.viewerEmails.includes(email) ? [...base.viewerEmails, email] : base.viewerEmails,
    firstAt: e.at < base.firstAt ? e.at : base.firstAt,
    lastAt: e.at > base.lastAt ? e.at : base.lastAt,
    sources: known ? base.sources.map((s) => (s.key === source.key ? source : s)) : [...base.sources, source],
  };
}

/**
 * The next daily send at `hour` o'clock Singapore time strictly after `now` (Singapore keeps no
 * daylight saving, so a day is always 24 hours there).
 */
export function nextDailySend(now: Date, hour: number): Date {
  const SGT_MS = 8 * 3_600_000;
  const local = new Date(now.getTime() + SGT_MS);
  const todays = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour) - SGT_MS;
  return new Date(todays > now.getTime() ? todays : todays + 86_400_000);
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const hourLabel = new Intl.DateTimeFormat('en-SG', { timeZone: 'UTC', hour: 'numeric', hour12: true });

/** "today" when everything happened on the Singapore day the mail goes out, else "in the last day" (the send before covers the rest). */
export function periodOf(t: Pick<FounderTally, 'firstAt'>, sendAt: Date): 'today' | 'in the last day' {
  return formatSingaporeDate(new Date(t.firstAt)) === formatSingaporeDate(sendAt) ? 'today' : 'in the last day';
}

/** "Your links and rooms were opened 7 times, with 2 downloads, today"; "Your link “Deck” had 1 download in the last day". */
function activity(t: FounderTally, period: string): string {
  const one = t.sources.length === 1;
  const what = one ? `Your ${t.sources[0].kind === 'room' ? 'room' : 'link'} “${t.sources[0].title}”` : 'Your links and rooms';
  const downloads = count(t.downloads, 'download', 'downloads');
  if (t.views === 0) return `${what} had ${downloads} ${period}`;
  return `${what} ${one ? 'was' : 'were'} opened ${times(t.views)}${t.downloads > 0 ? `, with ${downloads},` : ''} ${period}`;
}

/** “Kopi Cloud seed deck” (3 views) and the room “Series A” (4 document views, 1 download). */
function sourcesLine(t: FounderTally): string {
  if (t.sources.length < 2) return '';
  const named = t.sources.slice(0, SOURCES_NAMED).map((s) => {
    const views = s.views > 0 ? [count(s.views, s.kind === 'room' ? 'document view' : 'view', s.kind === 'room' ? 'document views' : 'views')] : [];
    const downloads = s.downloads > 0 ? [count(s.downloads, 'download', 'downloads')] : [];
    return `${s.kind === 'room' ? 'the room ' : ''}“${s.title}” (${[...views, ...downloads].join(', ')})`;
  });
  const more = t.sources.length - named.length;
  const items = [...named, ...(more > 0 ? [count(more, 'more link or room', 'more links and rooms')] : [])];
  return `${items[0].charAt(0).toUpperCase()}${list(items).slice(1)}.`;
}

/** Who viewed, as far as the links know. */
function viewers(t: FounderTally): string {
  const named = t.viewerEmails.slice(0, NAMED);
  const more = t.viewerEmails.length - named.length;
  const others = [
    ...(more > 0 ? [count(more, 'more address', 'more addresses')] : []),
    ...(t.anonymousViews > 0 ? [`${t.anonymousViews === 1 ? 'a visitor' : `${t.anonymousViews} visitors`} who gave no e-mail address`] : []),
  ];
  if (named.length === 0) return t.anonymousViews > 0 ? 'Nobody gave an e-mail address, so visitors are not named here.' : 'Downloaded by visitors who already had a document open.';
  return `Viewed by ${list([...named, ...others])}.`;
}

/** Every source's follow-ups, hot before warm, each source's own order kept; the source named. */
export function followUpsOf(t: FounderTally): Array<FollowUp & { where: string }> {
  const all = t.sources.flatMap((s) =>
    s.followUps.map((f) => ({ ...f, where: s.kind === 'room' ? `the room “${s.title}”${f.linkTitle ? ` (${f.linkTitle})` : ''}` : `“${s.title}”` })),
  );
  return [...all.filter((f) => f.level === 'hot'), ...all.filter((f) => f.level === 'warm')];
}

/** The digest's template: one per number of visitors listed (a template has no loops), the plain one while nobody is warm. */
export function founderDigestTemplateId(t: FounderTally): string {
  const listed = Math.min(followUpsOf(t).length, FOUNDER_FOLLOW_UPS_SHOWN);
  return listed === 0 ? 'founder_views_digest' : founderDigestFollowUpsTemplateId(listed);
}
export const founderDigestFollowUpsTemplateId = (listed: number) => `founder_views_digest_follow_ups_${listed}`;

const LEVEL_LABEL = { hot: 'Hot', warm: 'Warm' } as const;

export type DigestContext = { name: string; sendAt: Date; sendHour: number; dashboardUrl: string };

/** The daily digest's values (template founderDigestTemplateId(t)). */
export function founderDigestTemplateData(t: FounderTally, ctx: DigestContext): Record<string, string | number> {
  const period = periodOf(t, ctx.sendAt);
  const follow = followUpsOf(t);
  const shown = follow.slice(0, FOUNDER_FOLLOW_UPS_SHOWN);
  const more = follow.length - shown.length;
  const values: Record<string, string | number> = {
    name: ctx.name,
    period,
    subjectSummary: shown.length > 0 ? `${count(follow.length, 'visitor', 'visitors')} to follow up with` : `${count(t.views, 'view', 'views')}, ${count(t.downloads, 'download', 'downloads')}`,
    activity: activity(t, period),
    sourcesLine: sourcesLine(t) || 'Its page lists every visitor, hottest first.',
    viewers: viewers(t),
    digestViews: t.views,
    digestDownloads: t.downloads,
    digestSources: t.sources.length,
    // One source: its own page; several: the dashboard, which leads to each.
    digestUrl: t.sources.length === 1 ? t.sources[0].url : ctx.dashboardUrl,
    sendTime: hourLabel.format(new Date(Date.UTC(2000, 0, 1, ctx.sendHour))).replace(' ', '\u00a0'),
  };
  if (shown.length > 0) {
    values.followUpsNote =
      more > 0 ? `${count(more, 'more visitor is', 'more visitors are')} worth a follow-up: each page lists everyone, hottest first.` : 'Hottest first, as of their latest view or download.';
    shown.forEach((f, i) => {
      values[`follow${i + 1}Name`] = f.name;
      values[`follow${i + 1}Reasons`] = `${f.reasons.length > 0 ? f.reasons.join('; ') : 'Their reading adds up'}. On ${f.where}.`;
      values[`follow${i + 1}Level`] = LEVEL_LABEL[f.level];
    });
  }
  return values;
}
