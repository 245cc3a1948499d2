import { FOUNDER_FOLLOW_UPS_SHOWN, founderDigestFollowUpsTemplateId } from '../share-views/founder-digest';
import { button, facts, heading, paragraph, task, type EmailBlock, type EmailTemplateDefinition } from './email-blocks';

const REASON = 'you share links or deal rooms from Blueprint Vault';

/**
 * What every daily digest says before and after its list of visitors: the day in one line first,
 * then who to follow up with (the point of the mail), then where and who in detail.
 */
const opening: EmailBlock[] = [paragraph('Hi {{name}},'), paragraph('{{activity}}.')];
const closing: EmailBlock[] = [
  heading('Views and downloads {{period}}'),
  paragraph('{{sourcesLine}}'),
  paragraph('{{viewers}}'),
  facts(['Views', '{{digestViews}}'], ['Downloads', '{{digestDownloads}}'], ['Links and rooms', '{{digestSources}}']),
  button('See every visitor', '{{digestUrl}}'),
  paragraph('We send this digest once a day, at {{sendTime}} Singapore time, and tell you at once when a visitor turns hot.'),
];

/**
 * A founder's daily digest over all their share links and deal rooms (docs/product-rules.md,
 * "Sharing links"): who to follow up with and why, hottest first, then the day's totals. One
 * template per number of visitors listed, since a template has no loops; with nobody to list,
 * `founder_views_digest`.
 */
function founderDigest(listed: number): EmailTemplateDefinition {
  return {
    id: listed === 0 ? 'founder_views_digest' : founderDigestFollowUpsTemplateId(listed),
    name: listed === 0 ? 'Daily digest of link and room views' : `Daily digest of link and room views (${listed} to follow up with)`,
    category: 'transactional',
    subject: 'Your links {{period}}: {{subjectSummary}}',
    preheader: listed === 0 ? 'Who opened your links and rooms, and when.' : 'Who read your links and rooms closely, and why to follow up now.',
    reason: REASON,
    blocks:
      listed === 0
        ? [...opening, ...closing]
        : [
            ...opening,
            heading('Who to follow up with'),
            ...Array.from({ length: listed }, (_, i) => task(`{{follow${i + 1}Name}}`, `{{follow${i + 1}Reasons}}`, `{{follow${i + 1}Level}}`)),
            paragraph('{{followUpsNote}}'),
            ...closing,
          ],
  };
}

/**
 * The per-link digest the daily one replaced, with the visitors to follow up with; kept so a mail
 * queued before the change still renders with the values it was given.
 */
function legacyLinkDigest(listed: number): EmailTemplateDefinition {
  return {
    id: `share_views_digest_follow_ups_${listed}`,
    name: `Shared link views (per-link digest, ${listed} to follow up with; replaced by the daily digest)`,
    category: 'transactional',
    subject: 'Your shared document was viewed: who to follow up with',
    preheader: 'Who opened your link, who read it closely, and why.',
    reason: 'you asked to be told when your shared links are viewed',
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('Your link “{{linkTitle}}” {{activity}}.'),
      paragraph('{{viewers}}'),
      heading('Who to follow up with'),
      ...Array.from({ length: listed }, (_, i) => task(`{{follow${i + 1}Name}}`, `{{follow${i + 1}Reasons}}`, `{{follow${i + 1}Level}}`)),
      paragraph('{{followUpsNote}}'),
      facts(['New views', '{{digestViews}}'], ['Downloads', '{{digestDownloads}}'], ['Views so far', '{{viewCount}}']),
      button('See every visitor', '{{analyticsUrl}}'),
      paragraph('We gather the views of a link into one e-mail at most every {{digestEvery}}, and tell you at once when a visitor turns hot.'),
    ],
  };
}

const listedCounts = Array.from({ length: FOUNDER_FOLLOW_UPS_SHOWN }, (_, i) => i + 1);

export const SHARE_DIGEST_TEMPLATES: EmailTemplateDefinition[] = [founderDigest(0), ...listedCounts.map(founderDigest), ...[1, 2, 3].map(legacyLinkDigest)];
