import { CHECKLIST_TEMPLATES } from './checklist-templates';

export type RoomTemplateFolder = { name: string; description: string };

const ITEMS_NAMED = 4;

/**
 * A deal room's starting folders: the data-room checklist's categories for the track (a raise is
 * the fundraising track), in the checklist's order, each described by the first documents it
 * asks for, so a room made from the template and the founder's checklist line up.
 */
export function roomTemplateFolders(purpose: 'exit' | 'raise'): RoomTemplateFolder[] {
  return CHECKLIST_TEMPLATES[purpose === 'raise' ? 'fundraising' : 'exit'].map(({ category, items }) => {
    const names = items.slice(0, ITEMS_NAMED).map((item) => item.name);
    const more = items.length > ITEMS_NAMED ? ', …' : '';
    return { name: category, description: `${names.join(', ')}${more}` };
  });
}
