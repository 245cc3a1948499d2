import { ACCOUNT_TEMPLATES } from './account.templates';
import type { EmailTemplateDefinition } from './email-blocks';
import { EXIT_PLAN_TEMPLATES } from './exit-plan.templates';
import { FOLLOW_UP_TEMPLATES } from './follow-up.templates';
import { LAUNCH_TEMPLATES } from './launch.templates';
import { LITE_RESULT_TEMPLATES } from './lite-result.templates';
import { SHARE_DIGEST_TEMPLATES } from './share-digest.templates';
import { ROOM_QUESTION_TEMPLATES } from './room-questions.templates';

/** Every template the service sends; synchronised into email_templates at start. */
export const TEMPLATE_CATALOGUE: readonly EmailTemplateDefinition[] = [
  ...LITE_RESULT_TEMPLATES,
  ...FOLLOW_UP_TEMPLATES,
  ...LAUNCH_TEMPLATES,
  ...ACCOUNT_TEMPLATES,
  ...EXIT_PLAN_TEMPLATES,
  ...SHARE_DIGEST_TEMPLATES,
  ...ROOM_QUESTION_TEMPLATES,
];

export function catalogueTemplate(id: string): EmailTemplateDefinition {
  const template = TEMPLATE_CATALOGUE.find((t) => t.id === id);
  if (!template) throw new Error(`No e-mail template "${id}"`);
  return template;
}
