export type TrackingLinks = {
  clickUrl: (target: string) => string;
  openPixelUrl: string;
  /** Links that must stay as they are (unsubscribe, preferences). */
  keep: (target: string) => boolean;
};

const escapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' };
const escapeAttr = (value: string) => value.replace(/[&"<>']/g, (c) => escapes[c]);
const unescapeAttr = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|#39);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" })[name] ?? '');

/**
 * Sends every web link of a marketing mail through the click redirect and adds the open
 * pixel, so opens and clicks can feed the lead score (docs/product-rules.md, "Lead scoring"). Transactional mail is left
 * alone: a password-reset link must reach the user untouched.
 */
export function addTracking(html: string, links: TrackingLinks): string {
  const tracked = html.replace(/href="(https?:\/\/[^"]*)"/g, (whole, raw: string) => {
    const target = unescapeAttr(raw);
    return links.keep(target) ? whole : `href="${escapeAttr(links.clickUrl(target))}"`;
  });
  const pixel = `<img src="${escapeAttr(links.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
  return tracked.includes('</body>') ? tracked.replace('</body>', () => `${pixel}</body>`) : `${tracked}${pixel}`;
}
