export type { DocumentMeta } from './document-meta';
export { BRAND } from './brand.constants';
export { renderDeckPptx, type DeckPptxOptions } from './deck/render-deck-pptx';
export { renderDeckPdf, type DeckCopy } from './deck/render-deck-pdf';
export { renderFaqDocx } from './faq/render-faq-docx';
export { renderFaqPdf } from './faq/render-faq-pdf';
export { renderChecklistDocx } from './checklist/render-checklist-docx';
export { renderChecklistPdf } from './checklist/render-checklist-pdf';
export { summariseChecklist, type ChecklistSummary } from './checklist/checklist-summary';
export {
  PRO_REPORT_TITLE,
  renderProReportPdf,
  type ProActionPlanItem,
  type ProReportContent,
  type ProReportInput,
  type ProReportUserInfo,
} from './pro-report/render-pro-report-pdf';
export { RESOURCE_FILES, buildResources } from './resources/build-resources';
export { formatDocumentDate } from './document-meta';
