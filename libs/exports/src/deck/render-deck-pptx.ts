import type { DeckContent, FundShare, SlideChart } from '@bv/domain';
import PptxGenJS from 'pptxgenjs';
import { AUTHOR, type DocumentMeta } from '../document-meta';
import { normaliseOfficeZip } from '../office/office-zip';
import { NEUTRAL_THEME, officeColour, type DocumentTheme } from '../theme/document-theme';
import { layoutDeck } from './layout/deck-pages';
import type { SlideElement, SlidePage, TextStyle } from './layout/elements';
import type { DeckRenderOptions } from './render-deck-pdf';

export type DeckPptxOptions = DeckRenderOptions & {
  /** Speaker notes for the cover (the resources' template uses them for guidance); presenter copy only. */
  titleNotes?: string;
};

/**
 * The deck as an editable PowerPoint file with the PDF's layout (layout/deck-pages): the same
 * boxes and type sizes, charts as native charts the founder can edit. Fonts are named by their
 * Office equivalents (Calibri, Cambria) so PowerPoint and LibreOffice set them alike. Only the
 * presenter copy carries speaker notes.
 */
export async function renderDeckPptx(deck: DeckContent, meta: DocumentMeta, options: DeckPptxOptions = {}): Promise<Buffer> {
  const copy = options.copy ?? 'investor';
  const theme = options.theme ?? NEUTRAL_THEME;
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.author = AUTHOR;
  pptx.company = meta.companyName;
  pptx.title = meta.title;
  pptx.subject = meta.title;
  if (meta.version) pptx.revision = String(meta.version);
  pptx.theme = { headFontFace: theme.fonts.officeHeading, bodyFontFace: theme.fonts.officeBody };

  const pages = layoutDeck(deck, meta, theme, copy);
  pages.forEach((page, index) => {
    const notes = index === 0 && copy === 'presenter' ? [page.notes, options.titleNotes ?? ''].filter((text) => text.trim()).join('\n\n') : page.notes;
    addPage(pptx, { ...page, notes }, theme);
  });
  const written = (await pptx.write({ outputType: 'uint8array', compression: true })) as Uint8Array;
  return normaliseOfficeZip(written, meta.generatedAt);
}

function addPage(pptx: PptxGenJS, page: SlidePage, theme: DocumentTheme): void {
  const slide = pptx.addSlide();
  slide.background = { color: officeColour(page.background) };
  for (const element of page.elements) addElement(pptx, slide, element, theme);
  if (page.notes.trim()) slide.addNotes(page.notes);
}

function addElement(pptx: PptxGenJS, slide: PptxGenJS.Slide, element: SlideElement, theme: DocumentTheme): void {
  const { x, y, w, h } = element.box;
  switch (element.kind) {
    case 'rect': {
      const rounded = (element.radius ?? 0) > 0;
      slide.addShape(rounded ? pptx.ShapeType.roundRect : pptx.ShapeType.rect, {
        x,
        y,
        w,
        h,
        fill: { color: officeColour(element.fill) },
        line: element.line ? { color: officeColour(element.line), width: 0.75 } : { type: 'none' },
        ...(rounded ? { rectRadius: Math.min(0.5, (element.radius ?? 0) / Math.min(w, h)) } : {}),
      });
      return;
    }
    case 'ellipse':
      slide.addShape(pptx.ShapeType.ellipse, { x, y, w, h, fill: { color: officeColour(element.fill) }, line: element.line ? { color: officeColour(element.line), width: 0.75 } : { type: 'none' } });
      return;
    case 'line':
      slide.addShape(pptx.ShapeType.line, { x, y, w: Math.max(w, 0), h: Math.max(h, 0), line: { color: officeColour(element.colour), width: element.width } });
      return;
    case 'arrow':
      slide.addShape(pptx.ShapeType.rightArrow, { x, y, w, h, fill: { color: officeColour(element.fill) }, line: { type: 'none' } });
      return;
    case 'image':
      slide.addImage({ data: `image/png;base64,${element.png.toString('base64')}`, x, y, w, h });
      return;
    case 'text':
      slide.addText(element.text, { x, y, w, h, ...textOptions(element.style, theme), valign: element.valign });
      return;
    case 'bars':
      addBars(pptx, slide, element, theme);
      return;
    case 'doughnut':
      addDoughnut(pptx, slide, element.box, element.shares, element.colours);
      return;
  }
}

function textOptions(style: TextStyle, theme: DocumentTheme): PptxGenJS.TextPropsOptions {
  return {
    fontFace: style.font === 'heading' ? theme.fonts.officeHeading : theme.fonts.officeBody,
    fontSize: style.size,
    bold: style.bold,
    color: officeColour(style.colour),
    align: style.align,
    margin: 0,
    fit: 'none',
    wrap: true,
    ...(style.spacing ? { charSpacing: style.spacing } : {}),
  };
}

/** A native clustered bar chart of the slide's figures, values labelled when the bars have room. */
function addBars(pptx: PptxGenJS, slide: PptxGenJS.Slide, element: Extract<SlideElement, { kind: 'bars' }>, theme: DocumentTheme): void {
  const { chart, box, colours, text } = element;
  const data = chart.series.map((series) => ({ name: series.name, labels: chart.categories, values: series.values }));
  const labelAll = box.w / chart.categories.length / chart.series.length >= 0.5;
  slide.addChart(pptx.ChartType.bar, data, {
    ...box,
    barDir: 'col',
    barGrouping: 'clustered',
    barGapWidthPct: 40,
    chartColors: colours.slice(0, chart.series.length).map(officeColour),
    showLegend: false,
    showValue: labelAll,
    dataLabelPosition: 'outEnd',
    dataLabelFormatCode: amountFormat(chart),
    dataLabelFontSize: text.size - 1,
    dataLabelFontFace: theme.fonts.officeBody,
    dataLabelColor: officeColour(text.colour),
    catAxisLabelColor: officeColour(text.colour),
    catAxisLabelFontFace: theme.fonts.officeBody,
    catAxisLabelFontSize: text.size,
    catAxisLabelPos: 'low',
    catAxisLineColor: '9CA3AF',
    valAxisHidden: true,
    valGridLine: { style: 'none' },
  });
}

/** Excel's number format for the chart's amounts ("S$1.5M", "S$38K"). */
function amountFormat(chart: SlideChart): string {
  const symbol = ({ SGD: 'S$', USD: 'US$', MYR: 'RM', IDR: 'Rp' } as Record<string, string>)[chart.currency] ?? `${chart.currency} `;
  const max = Math.max(...chart.series.flatMap((series) => series.values.map(Math.abs)));
  const prefix = `"${symbol}"`;
  if (max >= 1e6) return `${prefix}#,##0.0,,"M"`;
  if (max >= 1e3) return max >= 1e5 ? `${prefix}#,##0,"K"` : `${prefix}#,##0.0,"K"`;
  return `${prefix}#,##0`;
}

function addDoughnut(pptx: PptxGenJS, slide: PptxGenJS.Slide, box: { x: number; y: number; w: number; h: number }, shares: FundShare[], colours: string[]): void {
  slide.addChart(pptx.ChartType.doughnut, [{ name: 'Use of funds', labels: shares.map((share) => share.label), values: shares.map((share) => share.percent) }], {
    ...box,
    holeSize: 58,
    chartColors: shares.map((_, index) => officeColour(colours[index % colours.length])),
    showLegend: false,
    showValue: false,
    showPercent: false,
    showLabel: false,
    firstSliceAng: 0,
    dataBorder: { pt: 0, color: 'FFFFFF' },
  });
}
