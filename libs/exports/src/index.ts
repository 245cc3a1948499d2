export type { DocumentMeta } from './document-meta';
export { BRAND } from './brand.constants';
export { renderDeckPptx, type DeckPptxOptions } from './deck/render-deck-pptx';
export { renderDeckPdf, type DeckRenderOptions } from './deck/render-deck-pdf';
export { layoutDeck } from './deck/layout/deck-pages';
export type { SlidePage, SlideElement } from './deck/layout/elements';
export { documentTheme, NEUTRAL_THEME, officeColour, tint, type DocumentTheme, type ThemeLogo } from './theme/document-theme';
export { themeFontFile, pdfFontName, type ThemeFontFamily } from './theme/theme-fonts';
export { registerThemeFonts } from './deck/layout/text-measure';
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
