import { BRAND_FONTS } from '@bv/brand';
import { AlignmentType, BorderStyle, Document, Footer, LineRuleType, Packer, PageNumber, Paragraph, TabStopType, TextRun, type FileChild } from 'docx';
import { BRAND } from '../brand.constants';
import { brandFontFile } from '../pdf/brand-fonts';
import { AUTHOR, documentHeading, type DocumentMeta } from '../document-meta';
import { normaliseOfficeZip } from './office-zip';

const FONT_FACE = BRAND_FONTS.body;
const HEADING_FACE = BRAND_FONTS.heading;

/** Inter and Caladea travel inside the file, so Word shows the brand on machines without them. */
function embeddedFonts() {
  return [
    { name: FONT_FACE, data: brandFontFile('Inter'), bold: brandFontFile('Inter-Bold'), italic: brandFontFile('Inter-Italic') },
    { name: HEADING_FACE, data: brandFontFile('Caladea-Bold'), bold: brandFontFile('Caladea-Bold') },
  ];
}
// A4 width minus 2 × 1" margins, in twips: the footer's right tab stop.
const TEXT_WIDTH_TWIPS = 11906 - 2 * 1440;

/** A branded Word document: title block from the meta, the given body, "page x of y" footer. */
export async function renderDocx(meta: DocumentMeta, subject: string, body: FileChild[]): Promise<Buffer> {
  const document = new Document({
    title: meta.title,
    subject,
    creator: AUTHOR,
    lastModifiedBy: AUTHOR,
    description: `${meta.title} for ${meta.companyName}`,
    ...(meta.version ? { revision: meta.version } : {}),
    fonts: embeddedFonts(),
    styles: {
      default: {
        // Line spacing is proportional ("auto"): LibreOffice reads a bare w:line as an exact height,
        // which printed a wrapped 24-pt title's second line over its first.
        document: { run: { font: FONT_FACE, size: 22, color: BRAND.ink }, paragraph: { spacing: { after: 120, line: 276, lineRule: LineRuleType.AUTO } } },
        title: { run: { font: HEADING_FACE, size: 48, bold: true, color: BRAND.navy }, paragraph: { spacing: { before: 80, after: 120, line: 240, lineRule: LineRuleType.AUTO } } },
        heading1: {
          run: { font: HEADING_FACE, size: 32, bold: true, color: BRAND.navy },
          paragraph: {
            spacing: { before: 360, after: 120 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BRAND.gold, space: 4 } },
          },
        },
        heading2: { run: { font: FONT_FACE, size: 23, bold: true, color: BRAND.ink }, paragraph: { spacing: { before: 200, after: 60 }, keepNext: true } },
      },
    },
    sections: [
      {
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        footers: { default: footer(meta) },
        children: [...titleBlock(meta), ...body],
      },
    ],
  });
  return normaliseOfficeZip(await Packer.toBuffer(document), meta.generatedAt);
}

/** The company over the document's name, then its subtitle and date (documentHeading). */
function titleBlock(meta: DocumentMeta): Paragraph[] {
  const heading = documentHeading(meta);
  return [
    new Paragraph({ children: [new TextRun({ text: heading.kicker.toUpperCase(), bold: true, color: BRAND.goldText, size: 18, characterSpacing: 20 })], spacing: { after: 60 } }),
    new Paragraph({ style: 'Title', children: [new TextRun(heading.title)] }),
    ...heading.lines.map(
      (line, index) =>
        new Paragraph({
          children: [new TextRun({ text: line, color: BRAND.muted })],
          ...(index === heading.lines.length - 1
            ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BRAND.line, space: 8 } }, spacing: { after: 240 } }
            : { spacing: { after: 40 } }),
        }),
    ),
  ];
}

function footer(meta: DocumentMeta): Footer {
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH_TWIPS }],
        alignment: AlignmentType.LEFT,
        children: [
          new TextRun({ text: `${documentHeading(meta).kicker}  |  ${documentHeading(meta).title}`, size: 16, color: BRAND.muted }),
          new TextRun({ children: ['\tPage ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, color: BRAND.muted }),
        ],
      }),
    ],
  });
}

/** Text with line breaks as separate paragraphs, so Word keeps the author's structure. */
export function textParagraphs(text: string, options: { indentTwips?: number; colour?: string } = {}): Paragraph[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(
      (line) =>
        new Paragraph({
          indent: options.indentTwips ? { left: options.indentTwips } : undefined,
          children: [new TextRun({ text: line, color: options.colour })],
        }),
    );
}
