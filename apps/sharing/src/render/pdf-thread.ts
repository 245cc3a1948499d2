import { parentPort } from 'node:worker_threads';
import { transferable, type PdfJobMessage, type PdfJobResult } from './pdf-job';
import { renderSharedPdf } from './render-shared-pdf';
import { stampWatermark } from './watermark-stamp';

/**
 * A PDF thread (see PdfThreadPool): renders and stamps off the service's event loop, one job at a
 * time, so a burst of downloads never holds up the reads of other links.
 */
const port = parentPort;
if (!port) throw new Error('pdf-thread runs only as a worker thread');

port.on('message', async ({ id, job }: PdfJobMessage) => {
  let result: PdfJobResult;
  try {
    const pdf = job.kind === 'render' ? await renderSharedPdf(job) : await stampWatermark(job.pdf, job.text);
    result = { id, pdf: transferable(pdf) };
  } catch (err) {
    result = { id, error: (err as Error).message };
  }
  port.postMessage(result, 'pdf' in result ? [result.pdf.buffer as ArrayBuffer] : []);
});
