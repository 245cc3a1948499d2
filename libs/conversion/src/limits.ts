import type { DocumentType } from './sniff';

const MB = 1024 * 1024;

/** Per-file upload limits (docs/product-rules.md, "Room documents"). */
export const MAX_BYTES: Readonly<Record<DocumentType, number>> = {
  pdf: 100 * MB,
  docx: 50 * MB,
  xlsx: 25 * MB,
  pptx: 100 * MB,
  png: 20 * MB,
  jpg: 20 * MB,
};

export type ConversionLimits = {
  /** Pages a document may have; more is refused (the viewer renders every page). */
  maxPages: number;
  /** LibreOffice's time for one file, after which its process group is killed. */
  officeTimeoutMs: number;
  /** pdfinfo / pdftoppm per call. */
  renderTimeoutMs: number;
  /** Page image width for the viewer, and thumbnail width. */
  pageWidthPx: number;
  thumbnailWidthPx: number;
};

export const DEFAULT_LIMITS: ConversionLimits = {
  maxPages: 500,
  officeTimeoutMs: 120_000,
  renderTimeoutMs: 60_000,
  pageWidthPx: 1600,
  thumbnailWidthPx: 240,
};
