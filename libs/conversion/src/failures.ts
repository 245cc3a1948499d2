/**
 * Why a file could not be turned into viewer pages, in words a founder understands
 * (docs/architecture-notes.md, "Document conversion"). `permanent` failures are the file's own:
 * retrying cannot help, so the job fails at once (BullMQ's UnrecoverableError). The others
 * (a time limit hit on a busy machine, a converter crash) are retried with back-off.
 */
export type ConversionFailureKind =
  | 'unsupported-type'
  | 'type-mismatch'
  | 'too-large'
  | 'empty'
  | 'corrupt'
  | 'password-protected'
  | 'too-many-pages'
  | 'timed-out'
  | 'converter-failed';

const PERMANENT: ReadonlySet<ConversionFailureKind> = new Set([
  'unsupported-type',
  'type-mismatch',
  'too-large',
  'empty',
  'corrupt',
  'password-protected',
  'too-many-pages',
]);

export class ConversionFailure extends Error {
  readonly permanent: boolean;

  constructor(
    readonly kind: ConversionFailureKind,
    /** Shown to the founder as is. */
    message: string,
    /** What the tool said, for the logs only. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ConversionFailure';
    this.permanent = PERMANENT.has(kind);
  }
}

export const FAILURE_MESSAGES = {
  unsupportedType: 'This file type is not supported. Upload a PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), PNG or JPG file.',
  typeMismatch: (named: string, actual: string) =>
    `This file is named as ${named} but its content is ${actual}. Rename it with the right extension, or export it again as ${named}.`,
  tooLarge: (label: string, limitMb: number) => `This ${label} file is larger than ${limitMb} MB. Compress it or split it, then upload it again.`,
  empty: 'This file is empty.',
  corrupt: 'This file is damaged and cannot be opened. Open it on your computer, save or export it again, then upload the new copy.',
  passwordProtected: 'This file is password-protected. Remove the password (save an unprotected copy), then upload it again.',
  tooManyPages: (pages: number, limit: number) =>
    `This document has ${pages} pages; a room document can have at most ${limit}. Split it into smaller files, then upload them.`,
  timedOut: (seconds: number) =>
    `Converting this file took longer than ${seconds} seconds. We will try again; if it keeps failing, export it as PDF and upload the PDF.`,
  converterFailed: 'The conversion failed. We will try again shortly.',
} as const;
