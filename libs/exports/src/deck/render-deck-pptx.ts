import type { DeckContent } from '@bv/domain';
import PptxGenJS from 'pptxgenjs';
import { BRAND } from '../brand.constants';
import { AUTHOR, formatDocumentDate, type DocumentMeta } from '../document-meta';
import { normaliseOfficeZip } from '../office/office-zip';
import { fitBodyFontSize, lineText, slideLines, type SlideLine } from './slide-lines';

// 16:9 "widescreen", in inches.
const W = 13.333;
const H = 7.5;
const FONT_FACE = 'Calibri';
const TITLE_MASTER = 'BV_TITLE';
const CONTENT_MASTER = 'BV_CONTENT';
const BODY = { x: 0.6, y: 1.55, w: W - 1.2, h: 5.25 };

export type DeckPptxOptions = {
  /** Speaker notes for the title slide (the resources' template uses them for guidance). */
  titleNotes?: string;
};

export async function renderDeckPptx(deck: DeckContent, meta: DocumentMeta, options: DeckPptxOptions = {}): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.author = AUTHOR;
  pptx.company = AUTHOR;
  pptx.title = meta.title;
  pptx.subject = meta.subtitle ?? meta.title;
  pptx.theme = { headFontFace: FONT_FACE, bodyFontFace: FONT_FACE };
  defineMasters(pptx, meta);

  const titleSlide = addTitleSlide(pptx, meta);
  if (options.titleNotes) titleSlide.addNotes(options.titleNotes);
  for (const slide of deck.slides) {
    const page = pptx.addSlide({ masterName: CONTENT_MASTER });
    page.addText(slide.title, {
      x: 0.6,
      y: 0.18,
      w: W - 1.2,
      h: 0.85,
      fontFace: FONT_FACE,
      fontSize: slide.title.length > 60 ? 22 : slide.title.length > 40 ? 26 : 30,
      bold: true,
      color: BRAND.white,
      valign: 'middle',
      fit: 'shrink',
    });
    const lines = slideLines(slide.content);
    if (lines.length > 0) page.addText(bodyRuns(lines), bodyOptions(lines));
    if (slide.notes.trim()) page.addNotes(slide.notes);
  }

  const written = (await pptx.write({ outputType: 'uint8array', compression: true })) as Uint8Array;
  return normaliseOfficeZip(written, meta.generatedAt);
}

function defineMasters(pptx: PptxGenJS, meta: DocumentMeta): void {
  pptx.defineSlideMaster({
    title: TITLE_MASTER,
    background: { color: BRAND.navy },
    objects: [
      { rect: { x: 0, y: 0, w: 0.28, h: H, fill: { color: BRAND.teal } } },
      { rect: { x: 0.9, y: 4.62, w: 1.6, h: 0.06, fill: { color: BRAND.teal } } },
    ],
  });
  pptx.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: BRAND.white },
    objects: [
      { rect: { x: 0, y: 0, w: W, h: 1.2, fill: { color: BRAND.navy } } },
      { rect: { x: 0, y: 1.2, w: W, h: 0.06, fill: { color: BRAND.teal } } },
      {
        text: {
          text: `${meta.companyName}  |  ${meta.title}`,
          options: { x: 0.6, y: H - 0.5, w: 9, h: 0.3, fontFace: FONT_FACE, fontSize: 10, color: BRAND.muted },
        },
      },
    ],
    slideNumber: { x: W - 1.3, y: H - 0.5, w: 0.7, h: 0.3, fontFace: FONT_FACE, fontSize: 10, color: BRAND.muted, align: 'right' },
  });
}

function addTitleSlide(pptx: PptxGenJS, meta: DocumentMeta): PptxGenJS.Slide {
  const slide = pptx.addSlide({ masterName: TITLE_MASTER });
  slide.addText(meta.companyName, {
    x: 0.9,
    y: 1.7,
    w: W - 1.8,
    h: 1.3,
    fontFace: FONT_FACE,
    fontSize: meta.companyName.length > 30 ? 36 : 44,
    bold: true,
    color: BRAND.white,
    valign: 'bottom',
    fit: 'shrink',
  });
  slide.addText(meta.title, { x: 0.9, y: 3.05, w: W - 1.8, h: 0.7, fontFace: FONT_FACE, fontSize: 24, color: BRAND.teal, fit: 'shrink' });
  if (meta.subtitle) {
    slide.addText(meta.subtitle, { x: 0.9, y: 3.75, w: W - 1.8, h: 0.7, fontFace: FONT_FACE, fontSize: 18, color: BRAND.white, fit: 'shrink' });
  }
  slide.addText(formatDocumentDate(meta.generatedAt), { x: 0.9, y: 4.85, w: 6, h: 0.45, fontFace: FONT_FACE, fontSize: 14, color: BRAND.white });
  slide.addText(`Prepared with ${AUTHOR}`, { x: 0.9, y: H - 0.9, w: 6, h: 0.4, fontFace: FONT_FACE, fontSize: 11, color: BRAND.line });
  return slide;
}

// One run per paragraph: pptxgenjs writes a second <a:pPr> for a later run in a bulleted
// paragraph, which PowerPoint reports as needing repair, so labels are not set in bold.
function bodyRuns(lines: readonly SlideLine[]): PptxGenJS.TextProps[] {
  return lines.map((line) => ({
    text: lineText(line),
    options: {
      bullet: { indent: 18 },
      indentLevel: line.level,
      paraSpaceAfter: 6,
      color: line.level === 0 ? BRAND.ink : BRAND.muted,
      breakLine: true,
    },
  }));
}

function bodyOptions(lines: readonly SlideLine[]): PptxGenJS.TextPropsOptions {
  const fontSize = fitBodyFontSize(lines.map(lineText), { widthPt: (BODY.w - 0.4) * 72, heightPt: BODY.h * 72 });
  return { ...BODY, fontFace: FONT_FACE, fontSize, valign: 'top', fit: 'shrink', margin: 6 };
}
