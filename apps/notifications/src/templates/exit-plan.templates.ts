import { REMINDER_TASKS_SHOWN, reminderTemplateId } from '../exit-plan/plan-reminder-mail';
import { button, facts, heading, paragraph, task, type EmailTemplateDefinition } from './email-blocks';

/**
 * The weekly reminder of a plan to a date (docs/product-rules.md, "A plan to a date"): marketing
 * mail (unsubscribe link, never to an unsubscribed address). One template per number of tasks
 * listed, since a template has no loops.
 */
function reminderTemplate(listed: number): EmailTemplateDefinition {
  return {
    id: reminderTemplateId(listed),
    name: `Plan to a date: weekly reminder (${listed} task${listed === 1 ? '' : 's'} listed)`,
    category: 'marketing',
    subject: '{{dueTasks}} due this week for your {{goalWord}} on {{targetDay}}',
    preheader: 'What to start this week to stay on track for your target date.',
    reason: 'you set a plan to a date in ExitCheck Pro and did not opt out of its weekly reminders',
    blocks: [
      heading('{{dueTasks}} due this week'),
      paragraph('{{intro}}'),
      ...Array.from({ length: listed }, (_, i) => task(`{{task${i + 1}Action}}`, `{{task${i + 1}Detail}}`, `{{task${i + 1}Points}}`)),
      paragraph('{{effect}}'),
      facts(['Projected score today', '{{scoreNow}}'], ['With this week’s tasks done', '{{scoreAfter}}'], ['With every task on your plan done', '{{scorePotential}}']),
      button('Open your plan', '{{planUrl}}'),
      paragraph('Mark a task done on your plan and it leaves next week’s reminder. We send this on Mondays, only when something is due, and at most once a week.'),
    ],
  };
}

export const EXIT_PLAN_TEMPLATES: EmailTemplateDefinition[] = Array.from({ length: REMINDER_TASKS_SHOWN }, (_, i) => reminderTemplate(i + 1));
