import type { EventPayload } from '@bv/contracts';
import { formatSingaporeDate, SINGAPORE_TIME_ZONE } from '@bv/domain';

/** What one digest mail has gathered so far about one link. */
export type DigestTally = {
  views: number;
  downloads: number;
  /** Views by visitors the link did not ask (or who gave no) e-mail address. */
  anonymousViews: number;
  /** Addresses of the gate, first seen first, each once. */
  viewerEmails: string[];
  firstAt: Date;
  lastAt: Date;
  /** The link's view count after the latest event. */
  viewCount: number;
};

type ShareViewed = EventPayload<'share.viewed'>;
/** At most this many addresses are named in one mail; the rest are counted. */
const NAMED_VIEWERS = 10;

/** Adds one share.viewed to a digest (null: a new digest). A download within a live view adds a download, not a view. */
export function tallyEvent(tally: DigestTally | null, p: ShareViewed): DigestTally {
  const at = new Date(p.viewedAt);
  const isView = !p.download || p.download.startedView;
  const base: DigestTally = tally ?? { views: 0, downloads: 0, anonymousViews: 0, viewerEmails: [], firstAt: at, lastAt: at, viewCount: 0 };
  return {
    views: base.views + (isView ? 1 : 0),
    downloads: base.downloads + (p.download ? 1 : 0),
    anonymousViews: base.anonymousViews + (isView && !p.viewerEmail ? 1 : 0),
    viewerEmails: p.viewerEmail && !base.viewerEmails.includes(p.viewerEmail) ? [...base.viewerEmails, p.viewerEmail] : base.viewerEmails,
    firstAt: at < base.firstAt ? at : base.firstAt,
    lastAt: at > base.lastAt ? at : base.lastAt,
    viewCount: Math.max(base.viewCount, p.viewCount),
  };
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const clock = new Intl.DateTimeFormat('en-SG', { timeZone: SINGAPORE_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "on 24 November 2026 at 10:02 am", or "on 24 November 2026 between 10:02 am and 10:41 am", or across days. */
function when(first: Date, last: Date): string {
  const [day1, day2, t1, t2] = [formatSingaporeDate(first), formatSingaporeDate(last), clock.format(first), clock.format(last)];
  if (day1 !== day2) return `between ${day1} at ${t1} and ${day2} at ${t2} (Singapore time)`;
  return t1 === t2 ? `on ${day1} at ${t1} (Singapore time)` : `on ${day1} between ${t1} and ${t2} (Singapore time)`;
}

/** "was opened 3 times and its PDF downloaded once on …". */
function activity(t: DigestTally): string {
  const parts = [
    ...(t.views > 0 ? [`was opened ${times(t.views)}`] : []),
    ...(t.downloads > 0 ? [`${t.views > 0 ? 'its PDF ' : 'had its PDF '}downloaded ${times(t.downloads)}`] : []),
  ];
  return `${parts.join(' and ')} ${when(t.firstAt, t.lastAt)}`;
}

/** Who viewed, as far as the link knows. */
function viewers(t: DigestTally): string {
  const named = t.viewerEmails.slice(0, NAMED_VIEWERS);
  const more = t.viewerEmails.length - named.length;
  const others = [
    ...(more > 0 ? [`${more} more ${more === 1 ? 'address' : 'addresses'}`] : []),
    ...(t.anonymousViews > 0 ? [`${t.anonymousViews === 1 ? 'a visitor' : `${t.anonymousViews} visitors`} who gave no e-mail address`] : []),
  ];
  if (named.length === 0) return t.anonymousViews > 0 ? 'The link does not ask viewers for their e-mail address, so they are not named here.' : 'Downloaded by visitors who already had the link open.';
  return `Viewed by ${list([...named, ...others])}.`;
}

type FollowUps = NonNullable<ShareViewed['followUps']>;

/** At most this many visitors to follow up with are listed in a digest; the link's page has the rest. */
export const FOLLOW_UPS_SHOWN = 3;

/**
 * The digest's template: one per number of visitors listed (a template has no loops), and the
 * plain one while nobody is warm yet (always so at a link's first view). A template never gains
 * a value, so a digest queued before a change still renders with the values it was given.
 */
export function digestTemplateId(followUps: FollowUps | undefined): string {
  const listed = Math.min(followUps?.length ?? 0, FOLLOW_UPS_SHOWN);
  return listed === 0 ? 'share_views_digest' : followUpDigestTemplateId(listed);
}

export const followUpDigestTemplateId = (listed: number) => `share_views_digest_follow_ups_${listed}`;

const LEVEL_LABEL = { hot: 'Hot', warm: 'Warm' } as const;

/**
 * Who to follow up with and why, hottest first, as of the digest's latest view or download
 * (docs/product-rules.md, "Visitor intent"): sharing sends the link's whole list with each event.
 * Each visitor is a row of the mail (name, reasons, level), as the weekly plan lists its tasks.
 */
function followUpValues(followUps: FollowUps): Record<string, string> {
  const shown = followUps.slice(0, FOLLOW_UPS_SHOWN);
  const more = followUps.length - shown.length;
  const values: Record<string, string> = {
    followUpsNote:
      more > 0
        ? `${more} more ${more === 1 ? 'visitor is' : 'visitors are'} worth a follow-up: the link’s page lists everyone, hottest first.`
        : 'Hottest first, as of the latest view or download.',
  };
  shown.forEach((f, i) => {
    values[`follow${i + 1}Name`] = f.name;
    values[`follow${i + 1}Reasons`] = f.reasons.length > 0 ? `${f.reasons.join('; ')}.` : 'Their reading adds up.';
    values[`follow${i + 1}Level`] = LEVEL_LABEL[f.level];
  });
  return values;
}

/** The digest mail's values (template digestTemplateId(followUps)). */
export function digestTemplateData(
  t: DigestTally,
  ctx: { name: string; linkTitle: string; sharesUrl: string; analyticsUrl: string; everyMinutes: number },
  followUps?: FollowUps,
) {
  // "at most every hour", "every 2 hours", "every 15 minutes".
  const every = ctx.everyMinutes === 60 ? 'hour' : ctx.everyMinutes > 60 && ctx.everyMinutes % 60 === 0 ? `${ctx.everyMinutes / 60} hours` : `${ctx.everyMinutes} minutes`;
  return {
    name: ctx.name,
    linkTitle: ctx.linkTitle,
    activity: activity(t),
    viewers: viewers(t),
    digestViews: t.views,
    digestDownloads: t.downloads,
    viewCount: t.viewCount,
    digestEvery: every,
    sharesUrl: ctx.sharesUrl,
    ...(followUps && followUps.length > 0 ? { ...followUpValues(followUps), analyticsUrl: ctx.analyticsUrl } : {}),
  };
}

/** The at-once mail for a visitor who turned hot (template `share_visitor_hot`). */
export function hotVisitorTemplateData(hot: FollowUps[number], ctx: { name: string; linkTitle: string; analyticsUrl: string }) {
  return { name: ctx.name, linkTitle: ctx.linkTitle, hotVisitor: hot.name, hotReasons: hot.reasons.join('; ') || 'their reading adds up', analyticsUrl: ctx.analyticsUrl };
}
