import type { PitchIntake } from '../intake';
import type { ChecklistCategory, ChecklistContent } from '../output-types';
import { CHECKLIST_TEMPLATES, type ChecklistCategoryTemplate, type ChecklistContext } from './checklist-templates';
import { prioritise } from './checklist-priorities';
import { companySignals } from './company-signals';
import { intakeFacts } from './intake-facts';
import { writerContext } from './writer-context';

function writeCategory(template: ChecklistCategoryTemplate, ctx: ChecklistContext): ChecklistCategory {
  return {
    category: template.category,
    items: template.items
      .filter((item) => item.when?.(ctx) ?? true)
      .map((item) => ({
        name: item.name,
        description: typeof item.description === 'string' ? item.description : item.description(ctx),
        required: typeof item.required === 'boolean' ? item.required : item.required(ctx),
        done: false,
      })),
  };
}

export function writeDataRoomChecklist(intake: PitchIntake): ChecklistContent {
  const ctx: ChecklistContext = { ...writerContext(intake), signals: companySignals(intake), facts: intakeFacts(intake) };
  const templates = CHECKLIST_TEMPLATES[intake.track === 'exit' ? 'exit' : 'fundraising'];
  return prioritise(templates.map((template) => writeCategory(template, ctx)), ctx);
}
