import { FOLLOW_UPS_SHOWN, followUpDigestTemplateId } from '../share-views/share-view-digest';
import { button, facts, heading, paragraph, task, type EmailTemplateDefinition } from './email-blocks';

/**
 * The digest of a link's views once some visitors are worth a follow-up (docs/product-rules.md,
 * "Visitor intent"): each listed as a row with why and how warm, hottest first. One template per
 * number of visitors listed, since a template has no loops; with nobody to list, the digest is
 * `share_views_digest`.
 */
function digestWithFollowUps(listed: number): EmailTemplateDefinition {
  return {
    id: followUpDigestTemplateId(listed),
    name: `Shared link views (digest, ${listed} to follow up with)`,
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

export const SHARE_DIGEST_TEMPLATES: EmailTemplateDefinition[] = Array.from({ length: FOLLOW_UPS_SHOWN }, (_, i) => digestWithFollowUps(i + 1));
