import { AlignmentType, BorderStyle, Document, Footer, ImageRun, LineRuleType, Packer, PageNumber, Paragraph, TabStopType, TextRun, type FileChild } from 'docx';
import { brandFontFile } from '../pdf/brand-fonts';
import { AUTHOR, documentHeading, type DocumentMeta } from '../document-meta';
import { HOUSE_DOCX_LOOK, type DocxLook } from './docx-look';
import { normaliseOfficeZip } from './office-zip';

/** Inter and Caladea travel inside our files, so Word shows our brand on machines without them. */
function embeddedFonts(look: DocxLook) {
  if (!look.embedHouseFonts) return [];
  return [
    { name: look.bodyFont, data: brandFontFile('Inter'), bold: brandFontFile('Inter-Bold'), italic: brandFontFile('Inter-Italic') },
    { name: look.headingFont, data: brandFontFile('Caladea-Bold'), bold: brandFontFile('Caladea-Bold') },
  ];
}
// The founder's logo over the title, at most this many pixels (96 to the inch) tall and wide.
const LOGO_BOX = { width: 180, height: 60 };
// A4 width minus 2 × 1" margins, in twips: the footer's right tab stop.
export const TEXT_WIDTH_TWIPS = 11906 - 2 * 1440;

/** A branded Word document (our look unless `look` says whose): title block from the meta, the given body, "page x of y" footer. */
export async function renderDocx(meta: DocumentMeta, subject: string, body: FileChild[], look: DocxLook = HOUSE_DOCX_LOOK): Promise<Buffer> {
  const { colours } = look;
  const document = new Document({
    title: meta.title,
    subject,
    creator: AUTHOR,
    lastModifiedBy: AUTHOR,
    description: `${meta.title} for ${meta.companyName}`,
    ...(meta.version ? { revision: meta.version } : {}),
    fonts: embeddedFonts(look),
    styles: {
      default: {
        // Line spacing is proportional ("auto"): LibreOffice reads a bare w:line as an exact height,
        // which printed a wrapped 24-pt title's second line over its first.
        document: { run: { font: look.bodyFont, size: 22, color: colours.ink }, paragraph: { spacing: { after: 120, line: 276, lineRule: LineRuleType.AUTO } } },
        title: { run: { font: look.headingFont, size: 48, bold: true, color: colours.heading }, paragraph: { spacing: { before: 80, after: 120, line: 240, lineRule: LineRuleType.AUTO } } },
        heading1: {
          run: { font: look.headingFont, size: 32, bold: true, color: colours.heading },
          paragraph: {
            spacing: { before: 360, after: 120 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: colours.accent, space: 4 } },
          },
        },
        heading2: { run: { font: look.bodyFont, size: 23, bold: true, color: colours.ink }, paragraph: { spacing: { before: 200, after: 60 }, keepNext: true } },
      },
    },
    sections: [
      {
        properties: { page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        footers: { default: footer(meta, look) },
        children: [...titleBlock(meta, look), ...body],
      },
    ],
  });
  return normaliseOfficeZip(await Packer.toBuffer(document), meta.generatedAt);
}

/** The company over the document's name, then its subtitle and date (documentHeading). */
function titleBlock(meta: DocumentMeta, look: DocxLook): Paragraph[] {
  const heading = documentHeading(meta);
  const { colours, logo } = look;
  const logoRun = logo ? logoParagraph(logo, meta.companyName) : [];
  return [
    ...logoRun,
    new Paragraph({ children: [new TextRun({ text: heading.kicker.toUpperCase(), bold: true, color: colours.accentText, size: 18, characterSpacing: 20 })], spacing: { after: 60 } }),
    new Paragraph({ style: 'Title', children: [new TextRun(heading.title)] }),
    ...heading.lines.map(
      (line, index) =>
        new Paragraph({
          children: [new TextRun({ text: line, color: colours.muted })],
          ...(index === heading.lines.length - 1
            ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: colours.line, space: 8 } }, spacing: { after: 240 } }
            : { spacing: { after: 40 } }),
        }),
    ),
  ];
}

function logoParagraph(logo: { png: Buffer; width: number; height: number }, company: string): Paragraph[] {
  const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1);
  return [
    new Paragraph({
      spacing: { after: 160 },
      children: [
        new ImageRun({
          type: 'png',
          data: logo.png,
          transformation: { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) },
          altText: { name: 'Logo', description: `${company} logo`, title: `${company} logo` },
        }),
      ],
    }),
  ];
}

function footer(meta: DocumentMeta, look: DocxLook): Footer {
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH_TWIPS }],
        alignment: AlignmentType.LEFT,
        children: [
          new TextRun({ text: `${documentHeading(meta).kicker}  |  ${documentHeading(meta).title}`, size: 16, color: look.colours.muted }),
          new TextRun({ children: ['\tPage ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, color: look.colours.muted }),
        ],
      }),
    ],
  });
}
