import JSZip from 'jszip';
import { stabiliseFontKeys } from './stable-font-keys';

/**
 * pptxgenjs and docx stamp "now" into docProps/core.xml and into every zip entry. Rewriting
 * both with the document's own date (and embedded fonts' random keys with stable ones) makes the
 * same input give the same bytes.
 */
export async function normaliseOfficeZip(file: Uint8Array, date: Date): Promise<Buffer> {
  const source = await JSZip.loadAsync(file);
  await stabiliseFontKeys(source);
  const out = new JSZip();
  const stamp = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  for (const entry of Object.values(source.files)) {
    if (entry.dir) continue;
    if (entry.name === 'docProps/core.xml') {
      const xml = await entry.async('string');
      out.file(entry.name, xml.replace(/(<dcterms:(created|modified)\b[^>]*>)[^<]*(<\/dcterms:\2>)/g, `$1${stamp}$3`), { date, createFolders: false });
    } else {
      out.file(entry.name, await entry.async('uint8array'), { date, createFolders: false, binary: true });
    }
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 }, platform: 'DOS' });
}
