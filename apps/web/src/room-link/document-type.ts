import { outputLabelOf } from '../pitchprep/output-labels';

/** The short label and colour class of a document's type in the investor's room. */
const LABELS: Record<string, string> = { pdf: 'PDF', docx: 'Word', xlsx: 'Excel', pptx: 'PowerPoint', png: 'Image', jpg: 'Image', exitcheck_report: 'ExitCheck report' };

/** Uploads by their file type; a generated output by its kind ("Pitch deck"). */
export const typeLabel = (type: string) => LABELS[type] ?? outputLabelOf(type, type.toUpperCase());
export const typeBadge = (type: string) => (type === 'jpg' || type === 'png' ? 'img' : type === 'exitcheck_report' ? 'output' : LABELS[type] ? type : type ? 'output' : 'file');
/** The few letters on a document's badge (a generated output and the ExitCheck report say LIVE). */
const BADGES: Record<string, string> = { pdf: 'PDF', docx: 'DOC', xlsx: 'XLS', pptx: 'PPT', png: 'IMG', jpg: 'IMG' };
export const badgeText = (type: string, source?: 'upload' | 'output' | 'report') => (source === 'output' || source === 'report' ? 'LIVE' : BADGES[type] ?? typeLabel(type).slice(0, 4));
