import type { SharedPdfSource } from './render-shared-pdf';

/** Work for the PDF threads: render an output version once, or stamp a viewer's watermark on a rendered file. */
export type PdfJob = ({ kind: 'render' } & SharedPdfSource) | { kind: 'stamp'; pdf: Uint8Array; text: string };
export type PdfJobMessage = { id: number; job: PdfJob };
export type PdfJobResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** A copy in an ArrayBuffer of its own, so it can be transferred to the other thread instead of copied there. */
export function transferable(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}
