import { BRAND_FONTS } from '@bv/brand';
import type { DeckContent } from '@bv/domain';
import PptxGenJS from 'pptxgenjs';
import { BRAND } from '../brand.constants';
import { AUTHOR, formatDocumentDate, type DocumentMeta } from '../document-meta';
import { normaliseOfficeZip } from '../office/office-zip';
import { COVER_LAYOUT, CONTENT_LAYOUT, deckCover, footerText, type Box, type DeckCover } from './deck-layout';
import { fitBodyFontSize, lineText, slideLines, type SlideLine } from './slide-lines';

const HEADING = BRAND_FONTS.heading;
const BODY_FONT = BRAND_FONTS.body;
const COVER_MASTER = 'BV_COVER';
const CONTENT_MASTER = 'BV_CONTENT';

export type DeckPptxOptions = {
  /** Speaker notes for the cover (the resources' template uses them for guidance). */
  titleNotes?: string;
};

const at = (b: Box) => ({ x: b.x, y: b.y, w: b.w, h: b.h });

/** The deck as an editable PowerPoint file: the same 16:9 layout, brand colours and fonts as the PDF. */
export async function renderDeckPptx(deck: DeckContent, meta: DocumentMeta, options: DeckPptxOptions = {}): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.author = AUTHOR;
  pptx.company = AUTHOR;
  pptx.title = meta.title;
  pptx.subject = meta.title;
  if (meta.version) pptx.revision = String(meta.version);
  pptx.theme = { headFontFace: HEADING, bodyFontFace: BODY_FONT };
  defineMasters(pptx, meta);

  const { cover, slides } = deckCover(deck, meta);
  const coverSlide = addCover(pptx, cover, meta);
  const coverNotes = [cover.notes, options.titleNotes].filter((n): n is string => Boolean(n?.trim())).join('\n\n');
  if (coverNotes) coverSlide.addNotes(coverNotes);
  for (const slide of slides) {
    const page = pptx.addSlide({ masterName: CONTENT_MASTER });
    page.addText(slide.title, {
      ...at(CONTENT_LAYOUT.title),
      fontFace: HEADING,
      fontSize: slide.title.length > 60 ? CONTENT_LAYOUT.titleSize.min : slide.title.length > 40 ? 26 : CONTENT_LAYOUT.titleSize.max,
      bold: true,
      color: BRAND.navy,
      valign: 'bottom',
      fit: 'shrink',
      margin: 0,
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
    title: COVER_MASTER,
    background: { color: BRAND.navy },
    objects: [{ rect: { ...at(COVER_LAYOUT.accentBar), fill: { color: BRAND.gold } } }, { rect: { ...at(COVER_LAYOUT.rule), fill: { color: BRAND.gold } } }],
  });
  pptx.defineSlideMaster({
    title: CONTENT_MASTER,
    background: { color: BRAND.paper },
    objects: [
      { rect: { ...at(CONTENT_LAYOUT.rule), fill: { color: BRAND.gold } } },
      { rect: { ...at(CONTENT_LAYOUT.footerRule), fill: { color: BRAND.line } } },
      {
        text: {
          text: footerText(meta),
          options: { ...at(CONTENT_LAYOUT.footerLeft), fontFace: BODY_FONT, fontSize: CONTENT_LAYOUT.footerSize, color: BRAND.muted, margin: 0 },
        },
      },
    ],
    slideNumber: { ...at(CONTENT_LAYOUT.footerRight), fontFace: BODY_FONT, fontSize: CONTENT_LAYOUT.footerSize, color: BRAND.muted, align: 'right', margin: 0 },
  });
}

function addCover(pptx: PptxGenJS, cover: DeckCover, meta: DocumentMeta): PptxGenJS.Slide {
  const slide = pptx.addSlide({ masterName: COVER_MASTER });
  slide.addText(cover.name, {
    ...at(COVER_LAYOUT.name),
    fontFace: HEADING,
    fontSize: cover.name.length > 30 ? COVER_LAYOUT.nameSize.min + 6 : COVER_LAYOUT.nameSize.max,
    bold: true,
    color: BRAND.white,
    valign: 'bottom',
    fit: 'shrink',
    margin: 0,
  });
  if (cover.lines.length > 0) {
    const runs = cover.lines.map((line, index) => ({
      text: line,
      options: { fontSize: index === 0 ? COVER_LAYOUT.taglineSize : COVER_LAYOUT.taglineSize - 5, color: index === 0 ? BRAND.onDark : BRAND.onDarkMuted, breakLine: true, paraSpaceAfter: 6 },
    }));
    slide.addText(runs, { ...at(COVER_LAYOUT.tagline), fontFace: BODY_FONT, valign: 'top', fit: 'shrink', margin: 0 });
  }
  slide.addText(`${formatDocumentDate(meta.generatedAt)}  ·  Confidential`, {
    ...at(COVER_LAYOUT.footer),
    fontFace: BODY_FONT,
    fontSize: COVER_LAYOUT.footerSize,
    color: BRAND.onDarkMuted,
    margin: 0,
  });
  slide.addText(AUTHOR, { ...at(COVER_LAYOUT.brand), fontFace: HEADING, fontSize: 13, bold: true, color: BRAND.onDark, align: 'right', margin: 0 });
  return slide;
}

// One run per paragraph: pptxgenjs writes a second <a:pPr> for a later run in a bulleted
// paragraph, which PowerPoint reports as needing repair, so labels are not set in bold.
function bodyRuns(lines: readonly SlideLine[]): PptxGenJS.TextProps[] {
  return lines.map((line) => ({
    text: lineText(line),
    options: {
      bullet: { indent: 22 },
      indentLevel: line.level,
      paraSpaceAfter: 8,
      color: line.level === 0 ? BRAND.ink : BRAND.muted,
      breakLine: true,
    },
  }));
}

function bodyOptions(lines: readonly SlideLine[]): PptxGenJS.TextPropsOptions {
  const body = CONTENT_LAYOUT.body;
  const fontSize = fitBodyFontSize(lines.map(lineText), { widthPt: (body.w - 0.4) * 72, heightPt: body.h * 72 }, CONTENT_LAYOUT.bodySize);
  return { ...at(body), fontFace: BODY_FONT, fontSize, valign: 'top', fit: 'shrink', margin: 0 };
}
