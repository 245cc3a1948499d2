import { yieldToEventLoop } from './yield-to-event-loop';

/**
 * Loads each of a document's fonts in its own turn of the event loop. pdfkit parses a font file when
 * a document first uses it (Inter takes a while on a busy machine); parsing all five in one go held
 * the loop for seconds. (Sharing one parsed font between documents would save the work, but fontkit
 * caches glyphs on the font, and a glyph first met through a substitution then lost its character
 * in a later document's text layer.)
 */
export async function loadFontsInTurn(doc: PDFKit.PDFDocument, names: readonly string[]): Promise<void> {
  for (const name of names) {
    doc.font(name).widthOfString('Ag');
    await yieldToEventLoop();
  }
  doc.font(names[0]);
}
