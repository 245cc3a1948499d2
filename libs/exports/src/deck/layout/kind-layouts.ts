import { fundSharesOf, initialsOf, isPrompt, isWholeSplit, readableOn, statOf, teamCardOf, type Slide, type SlideKind } from '@bv/domain';
import { tint } from '../../theme/document-theme';
import { GRID, SlideComposer, bodyHeight, columns, entriesOf, linesOf, rows } from './compose';
import type { Box } from './elements';

// One body layout per slide kind (docs/product-rules.md, "Deck layouts"), inside the grid's body
// area under the title. A kind whose content does not fit its layout's shape (an edited slide)
// falls back to the bullet list, so nothing the founder wrote is lost.

export type KindLayout = (c: SlideComposer, slide: Slide, body: Box) => void;

const body = (): Box => ({ x: GRID.left, y: GRID.bodyY, w: GRID.width, h: bodyHeight });

const textLayout: KindLayout = (c, slide, area) => {
  const entries = entriesOf(slide.content, slide.kind);
  if (isFewStatements(entries)) return statementsLayout(c, entries, area);
  const items = entries.map(([label, value]) => (label ? `${label}: ${value.replace(/\n/g, '; ')}` : value));
  c.list(area, items, { size: 22, min: 12 });
};

/** One to three short points (a thin intake's slide): statements, not a list over an empty slide. */
const isFewStatements = (entries: [string, string][]) =>
  entries.length >= 1 && entries.length <= 3 && entries.every(([, value]) => !isPrompt(value) && linesOf(value).length === 1 && value.length <= 140);

/**
 * Each point in a card of its own, set large, its label in small capitals over it; the cards
 * stacked in the middle of the body, as tall as their words need.
 */
function statementsLayout(c: SlideComposer, entries: [string, string][], area: Box): void {
  const { palette } = c.theme;
  // Type and room scale with how little there is: a lone short point is the slide's headline-sized statement.
  const lone = entries.length === 1;
  if (lone && entries[0][0] && statOf(entries[0][1]).figure) return figureStatement(c, entries[0], area);
  const pad = lone ? 0.6 : 0.35;
  const size = lone ? (entries[0][1].length <= 70 ? 40 : 32) : 26;
  const style = c.style({ font: 'heading', size, colour: palette.heading, lineGap: lone ? 2 : 0 });
  const labelHeight = (label: string) => (label ? (lone ? 0.55 : 0.45) : 0);
  const heights = entries.map(([label, value]) => Math.min(area.h / entries.length - 0.3, labelHeight(label) + c.measure.height(value, style, area.w - 2 * pad - 0.1) + 2 * pad));
  const total = heights.reduce((sum, h) => sum + h, 0) + 0.3 * (entries.length - 1);
  let y = area.y + Math.max(0, (area.h - total) / 2);
  entries.forEach(([label, value], index) => {
    const card = { x: area.x, y, w: area.w, h: heights[index] };
    c.rect(card, palette.panel, 0.12);
    c.rect({ x: card.x, y: card.y, w: lone ? 0.14 : 0.08, h: card.h }, palette.accent);
    const inner = { x: card.x + pad + 0.1, y: card.y + pad, w: card.w - 2 * pad - 0.1, h: card.h - 2 * pad };
    const used = label ? c.label(inner, label) + (lone ? 0.25 : 0.15) : 0;
    c.text({ ...inner, y: inner.y + used, h: inner.h - used }, value, style, { min: 14 });
    y += card.h + 0.3;
  });
}

/**
 * A lone point with a figure in it ("About S$2.4M revenue a year"): the figure large on the main
 * colour under the point's label, and beside it the founder's sentence whole, so the qualifier
 * ("about", "a year") is never lost from the figure.
 */
function figureStatement(c: SlideComposer, [label, value]: [string, string], area: Box): void {
  const { palette } = c.theme;
  const height = Math.min(area.h, 3.2);
  const band = { x: area.x, y: area.y + (area.h - height) / 2, w: area.w, h: height };
  const [hero, words] = [{ ...band, w: band.w * 0.42 }, { ...band, x: band.x + band.w * 0.42, w: band.w * 0.58 }];
  c.rect(band, palette.panel, 0.12);
  c.rect(hero, palette.primary, 0.12);
  const pad = 0.5;
  const inner = { x: hero.x + pad, w: hero.w - 2 * pad };
  const figureStyle = c.style({ font: 'heading', bold: true, size: 80, colour: palette.onPrimary });
  const labelUsed = 0.25 + 0.2;
  const figureHeight = c.measure.height(statOf(value).figure, figureStyle, inner.w);
  let y = hero.y + Math.max(pad, (hero.h - labelUsed - figureHeight) / 2);
  y += c.label({ ...inner, y }, label, palette.onPrimaryMuted) + 0.2;
  c.text({ ...inner, y, h: hero.y + hero.h - pad - y }, statOf(value).figure, figureStyle, { min: 32, tight: true });
  c.text({ x: words.x + pad, y: words.y + pad, w: words.w - 2 * pad, h: words.h - 2 * pad }, value, c.style({ font: 'heading', size: 32, colour: palette.heading, lineGap: 2 }), { min: 16, valign: 'middle' });
}

/** Two cards: the first plain, the second in the primary colour (problem → solution; need → how we serve it). */
const twoCards: KindLayout = (c, slide, area) => {
  const entries = entriesOf(slide.content, slide.kind);
  if (entries.length !== 2 || !entries[0][0]) return textLayout(c, slide, area);
  const { palette } = c.theme;
  const [left, right] = columns(area, 2, 0.5);
  const pad = 0.35;
  c.rect(left, palette.panel, 0.12);
  c.rect(right, palette.primary, 0.12);
  // One or two short points a card are statements, set large, not short lists in empty cards (both cards alike).
  const statement = entries.every(([, value]) => linesOf(value).length <= 2 && linesOf(value).join(' ').length <= 160);
  // A sentence each (a thin intake's problem and solution): larger still, in the heading face, so the pair fills its cards.
  const sentence = statement && entries.every(([, value]) => linesOf(value).length === 1 && value.trim().length <= 100 && !isPrompt(value));
  entries.forEach(([label, value], index) => {
    const card = index === 0 ? left : right;
    const dark = index === 1;
    const inner = { x: card.x + pad, y: card.y + pad, w: card.w - 2 * pad, h: card.h - 2 * pad };
    const used = c.label(inner, label, dark ? palette.onPrimaryMuted : palette.accentText) + 0.18;
    const lines = linesOf(value);
    const room = { ...inner, y: inner.y + used, h: inner.h - used };
    // A single statement needs no bullet in front of it.
    if (sentence) c.text(room, lines[0], c.style({ font: 'heading', bold: true, size: 36, colour: dark ? palette.onPrimary : palette.heading, lineGap: 2 }), { min: 14, valign: 'middle' });
    else if (statement && lines.length === 1 && !isPrompt(lines[0])) c.text(room, lines[0], c.style({ size: 28, colour: dark ? palette.onPrimary : palette.ink }), { min: 12, valign: 'middle' });
    else c.list(room, lines, { size: statement ? 28 : 21, min: 12, colour: dark ? palette.onPrimary : palette.ink, marker: palette.accent, middle: true });
  });
  arrowBetween(c, left, right);
};

/** The first card leads to the second: an arrow in an accent disc across the gap, ringed in the paper so it sits on both cards. */
function arrowBetween(c: SlideComposer, left: Box, right: Box): void {
  const { palette } = c.theme;
  const cx = (left.x + left.w + right.x) / 2;
  const cy = left.y + left.h / 2;
  const disc = 0.58;
  const ring = disc + 0.12;
  c.elements.push({ kind: 'ellipse', box: { x: cx - ring / 2, y: cy - ring / 2, w: ring, h: ring }, fill: palette.paper });
  c.elements.push({ kind: 'ellipse', box: { x: cx - disc / 2, y: cy - disc / 2, w: disc, h: disc }, fill: palette.accent });
  c.elements.push({ kind: 'arrow', box: { x: cx - 0.15, y: cy - 0.115, w: 0.3, h: 0.23 }, fill: readableOn(palette.accent) });
}

/** Feature cards, numbered, two or three a row. */
const cardsLayout: KindLayout = (c, slide, area) => {
  const items = typeof slide.content === 'string' ? linesOf(slide.content) : entriesOf(slide.content, slide.kind).map(([label, value]) => `${label}: ${value}`);
  if (items.length === 0 || items.length > 6) return textLayout(c, slide, area);
  const { palette } = c.theme;
  const perRow = items.length <= 3 ? items.length : items.length === 4 ? 2 : 3;
  const rowCount = Math.ceil(items.length / perRow);
  const rowBoxes = rows(area, rowCount, 0.3);
  items.forEach((item, index) => {
    const row = rowBoxes[Math.floor(index / perRow)];
    const card = columns(row, perRow, 0.3)[index % perRow];
    c.rect(card, palette.panel, 0.12);
    c.rect({ x: card.x, y: card.y, w: 0.08, h: card.h }, palette.accent);
    const pad = 0.3;
    const number = String(index + 1).padStart(2, '0');
    const used = c.text({ x: card.x + pad, y: card.y + pad - 0.05, w: 1, h: 0.5 }, number, c.style({ font: 'heading', bold: true, size: 20, colour: palette.accentText }), { tight: true });
    const { figure, caption } = statOf(item.replace(/^(.*)\((\d+(?:\.\d+)?%)[^)]*\)\s*$/, '$2 $1'));
    const share = figure.endsWith('%') && /\(\d/.test(item) ? figure : '';
    let y = card.y + pad + used + 0.12;
    if (share) y += c.text({ x: card.x + pad, y, w: card.w - 2 * pad, h: 0.6 }, share, c.style({ font: 'heading', bold: true, size: 28, colour: palette.heading }), { tight: true, min: 18 }) + 0.06;
    c.text({ x: card.x + pad, y, w: card.w - 2 * pad, h: card.y + card.h - pad - y }, share ? capitalise(caption) : item, c.style({ size: rowCount > 1 ? 22 : 24, colour: palette.ink }), { min: 11 });
  });
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Nested circles for TAM ⊃ SAM ⊃ SOM, their figures beside them, and why now under. */
const marketLayout: KindLayout = (c, slide, area) => {
  const content = typeof slide.content === 'string' ? null : slide.content;
  const tiers = (['TAM', 'SAM', 'SOM'] as const).filter((key) => content?.[key]);
  if (!content || tiers.length === 0) return textLayout(c, slide, area);
  const { palette } = c.theme;
  const diameter = Math.min(area.h, 4.5);
  const cx = area.x + diameter / 2;
  const bottom = area.y + area.h;
  const shades = [tint(palette.accent, 0.18), tint(palette.accent, 0.45), palette.accent];
  tiers.forEach((_, index) => {
    const d = diameter * [1, 0.68, 0.38][index];
    c.elements.push({ kind: 'ellipse', box: { x: cx - d / 2, y: bottom - d, w: d, h: d }, fill: shades[index] });
  });
  tiers.forEach((key, index) => {
    const d = diameter * [1, 0.68, 0.38][index];
    const next = diameter * ([0.68, 0.38, 0][index] ?? 0);
    const band = { x: cx - d / 2, y: bottom - d + 0.12, w: d, h: Math.max(0.3, d - next - 0.18) };
    c.text({ ...band, h: Math.min(band.h, 0.42) }, key, c.style({ bold: true, size: 13, colour: index === 2 ? readableOn(palette.accent) : palette.ink, align: 'center', spacing: 1 }), { min: 9 });
  });
  const right = { x: area.x + diameter + 0.6, y: area.y, w: area.w - diameter - 0.6, h: area.h };
  const why = content['Why now'] ?? content['Why it lasts'];
  const whyLabel = content['Why now'] ? 'Why now' : 'Why it lasts';
  const listHeight = why ? right.h * 0.64 : right.h;
  const tierRows = rows({ ...right, h: listHeight - 0.2 }, tiers.length, 0.12);
  tiers.forEach((key, index) => {
    const row = tierRows[index];
    const value = content[key];
    const stat = isPrompt(value) ? { figure: '', caption: value } : statOf(value);
    c.elements.push({ kind: 'ellipse', box: { x: row.x, y: row.y + 0.12, w: 0.26, h: 0.26 }, fill: shades[index], line: palette.line });
    const inner = { x: row.x + 0.45, y: row.y, w: row.w - 0.45, h: row.h };
    const figureHeight = stat.figure ? c.text({ ...inner, h: 0.55 }, `${stat.figure}  ${key}`, c.style({ font: 'heading', bold: true, size: 24, colour: palette.heading }), { tight: true, min: 16 }) : 0;
    c.text({ ...inner, y: inner.y + figureHeight + 0.02, h: inner.h - figureHeight - 0.02 }, capitalise(stat.caption), c.style({ size: 14, colour: palette.muted }), { min: 10 });
  });
  if (why) {
    const box = { x: right.x, y: right.y + listHeight, w: right.w, h: right.h - listHeight };
    c.rect(box, palette.panel, 0.1);
    const used = c.label({ x: box.x + 0.25, y: box.y + 0.2, w: box.w - 0.5 }, whyLabel) + 0.08;
    c.text({ x: box.x + 0.25, y: box.y + 0.2 + used, w: box.w - 0.5, h: box.h - 0.4 - used }, why.replace(/\n/g, ' '), c.style({ size: 15, colour: palette.ink }), { min: 10 });
  }
};

/** A chart on the left (when the slide has figures) and stat tiles on the right; tiles alone fill the width. */
const chartAndTiles: KindLayout = (c, slide, area) => {
  const entries = entriesOf(slide.content, slide.kind);
  const { palette } = c.theme;
  const chart = slide.chart;
  const tilesArea = chart ? { x: area.x + area.w * 0.6 + 0.3, y: area.y, w: area.w * 0.4 - 0.3, h: area.h } : area;
  if (chart) {
    const chartBox = { x: area.x, y: area.y, w: area.w * 0.6, h: area.h };
    c.rect(chartBox, palette.paper, 0.1, palette.line);
    const legendHeight = chart.series.length > 1 ? 0.4 : 0;
    if (legendHeight) {
      chart.series.forEach((series, index) => {
        const x = chartBox.x + 0.3 + index * 1.8;
        c.rect({ x, y: chartBox.y + 0.22, w: 0.18, h: 0.18 }, c.theme.chart[index]);
        c.text({ x: x + 0.28, y: chartBox.y + 0.16, w: 1.4, h: 0.3 }, series.name, c.style({ size: 12, colour: palette.muted }), { tight: true });
      });
    }
    c.elements.push({
      kind: 'bars',
      box: { x: chartBox.x + 0.2, y: chartBox.y + 0.2 + legendHeight, w: chartBox.w - 0.4, h: chartBox.h - 0.4 - legendHeight },
      chart,
      colours: c.theme.chart,
      text: c.style({ size: chart.categories.length > 8 ? 10 : 12, colour: palette.muted }),
    });
  }
  // One figure and no chart (a thin intake): the founder's words as a statement, not a lone tile whose caption loses its figure.
  if (!chart && entries.length === 1 && isFewStatements(entries)) return statementsLayout(c, entries, area);
  const first = entries.slice(0, 6);
  if (entries.length > 6) c.list({ ...tilesArea, y: tilesArea.y + tilesArea.h - 0.5, h: 0.5 }, entries.slice(6).map(([label, value]) => `${label}: ${value}`), { size: 12 });
  if (first.length === 0) return;
  const perRow = chart ? (first.length <= 3 ? 1 : 2) : first.length <= 3 ? first.length : first.length === 4 ? 2 : 3;
  const rowCount = Math.ceil(first.length / perRow);
  const shown = withWordiestLast(first, perRow);
  // A few tiles keep a tile's size instead of stretching over the whole area.
  const width = chart ? tilesArea.w : Math.min(tilesArea.w, perRow * 3.9);
  const tileRows = rows({ ...tilesArea, x: tilesArea.x + (tilesArea.w - width) / 2, w: width, h: Math.min(tilesArea.h, rowCount * 2.1) }, rowCount, 0.22);
  shown.forEach(([label, value], index) => {
    const row = tileRows[Math.floor(index / perRow)];
    // The last row's lone tile takes the whole row: no empty cell beside it, and room for the longest caption.
    const alone = index === shown.length - 1 && index % perRow === 0;
    const box = alone ? row : columns(row, perRow, 0.22)[index % perRow];
    c.tile(box, label || 'Note', value.replace(/\n/g, '; '));
  });
};

/**
 * Tiles in a grid whose last row holds one tile: that tile (which gets the whole row) is the one
 * with the most to say, so its caption fits instead of being cut short in a narrow cell.
 */
function withWordiestLast(entries: [string, string][], perRow: number): [string, string][] {
  if (perRow < 2 || entries.length % perRow !== 1) return entries;
  const wordiest = entries.reduce((longest, entry, index) => (entry[1].length > entries[longest][1].length ? index : longest), 0);
  return [...entries.slice(0, wordiest), ...entries.slice(wordiest + 1), entries[wordiest]];
}

/** How money is made on the left, unit economics as tiles on the right. */
const modelLayout: KindLayout = (c, slide, area) => {
  const entries = entriesOf(slide.content, slide.kind);
  if (entries.length === 0 || !entries[0][0]) return textLayout(c, slide, area);
  const [first, ...rest] = entries;
  const { palette } = c.theme;
  const left = rest.length > 0 ? { ...area, w: area.w * 0.42 } : area;
  c.rect(left, palette.primary, 0.12);
  const used = c.label({ x: left.x + 0.35, y: left.y + 0.35, w: left.w - 0.7 }, first[0], palette.onPrimaryMuted) + 0.15;
  c.text({ x: left.x + 0.35, y: left.y + 0.35 + used, w: left.w - 0.7, h: left.h - 0.7 - used }, first[1].replace(/\n/g, ' '), c.style({ size: first[1].length <= 120 ? 28 : 22, colour: palette.onPrimary }), { min: 12 });
  if (rest.length === 0) return;
  const right = { x: area.x + left.w + 0.35, y: area.y, w: area.w - left.w - 0.35, h: area.h };
  const perRow = rest.length <= 2 ? 1 : 2;
  const rowBoxes = rows(right, Math.ceil(rest.length / perRow), 0.22);
  // The founder's order (price first) stays: these tiles are tall enough for any caption.
  rest.forEach(([label, value], index) => {
    const row = rowBoxes[Math.floor(index / perRow)];
    const alone = index === rest.length - 1 && index % perRow === 0;
    c.tile(alone ? row : columns(row, perRow, 0.22)[index % perRow], label, value.replace(/\n/g, '; '));
  });
};

/** Alternatives as a table, then why the company wins in the primary colour. */
const competitionLayout: KindLayout = (c, slide, area) => {
  const entries = entriesOf(slide.content, slide.kind);
  const win = entries.find(([label]) => label === 'Why we win');
  const others = entries.filter(([label]) => label !== 'Why we win');
  if (!win || others.length === 0) return textLayout(c, slide, area);
  const { palette } = c.theme;
  const bandHeight = Math.min(1.5, area.h * 0.32);
  const table = { ...area, h: area.h - bandHeight - 0.3 };
  const simple = others.length === 1 && others[0][0] === 'Alternatives';
  if (simple) {
    c.rect(table, palette.panel, 0.12);
    const used = c.label({ x: table.x + 0.35, y: table.y + 0.3, w: table.w - 0.7 }, 'Alternatives today') + 0.12;
    c.text({ x: table.x + 0.35, y: table.y + 0.3 + used, w: table.w - 0.7, h: table.h - 0.6 - used }, others[0][1].replace(/\n/g, '; '), c.style({ font: 'heading', size: 28, colour: palette.heading }), { min: 12, valign: 'middle' });
  } else {
    const header = 0.45;
    const rowHeight = Math.min(0.8, (table.h - header) / others.length);
    const nameWidth = table.w * 0.3;
    c.label({ x: table.x + 0.2, y: table.y + 0.1, w: nameWidth }, 'Alternative', palette.muted);
    c.label({ x: table.x + nameWidth + 0.2, y: table.y + 0.1, w: table.w - nameWidth - 0.4 }, 'Where it falls short', palette.muted);
    others.forEach(([name, gap], index) => {
      const y = table.y + header + index * rowHeight;
      if (index % 2 === 0) c.rect({ x: table.x, y, w: table.w, h: rowHeight }, palette.panel);
      const cell = { y: y + 0.1, h: rowHeight - 0.2 };
      c.text({ x: table.x + 0.2, w: nameWidth - 0.3, ...cell }, name, c.style({ bold: true, size: 17, colour: palette.heading }), { min: 10, valign: 'middle' });
      c.text({ x: table.x + nameWidth + 0.2, w: table.w - nameWidth - 0.4, ...cell }, gap.replace(/\n/g, '; '), c.style({ size: 16, colour: palette.ink }), { min: 10, valign: 'middle' });
    });
  }
  const band = { x: area.x, y: area.y + area.h - bandHeight, w: area.w, h: bandHeight };
  c.rect(band, palette.primary, 0.12);
  const labelWidth = 2.3;
  c.text({ x: band.x + 0.35, y: band.y + 0.2, w: labelWidth, h: band.h - 0.4 }, 'WHY WE WIN', c.style({ bold: true, size: 13, colour: palette.onPrimaryMuted, spacing: 1.2 }), { valign: 'middle', min: 9 });
  c.text({ x: band.x + 0.35 + labelWidth, y: band.y + 0.2, w: band.w - labelWidth - 0.7, h: band.h - 0.4 }, win[1].replace(/\n/g, '; '), c.style({ size: 18, colour: palette.onPrimary }), { valign: 'middle', min: 11 });
};

/** Channels as a list, next markets as steps on a line. */
const growthLayout: KindLayout = (c, slide, area) => {
  const entries = entriesOf(slide.content, slide.kind);
  if (entries.length !== 2 || !entries[0][0]) return textLayout(c, slide, area);
  const { palette } = c.theme;
  const [left, right] = columns(area, 2, 0.5);
  const used = c.label(left, entries[0][0]) + 0.2;
  const channels = linesOf(entries[0][1]);
  // The channel cards share the column's height (a few of them grow instead of leaving its lower half empty).
  const slots = rows({ ...left, y: left.y + used, h: left.h - used }, channels.length, 0.18);
  channels.forEach((channel, index) => {
    const slot = slots[index];
    c.rect(slot, palette.panel, 0.1);
    c.rect({ x: slot.x, y: slot.y, w: 0.08, h: slot.h }, isPrompt(channel) ? palette.line : palette.accent);
    c.text({ x: slot.x + 0.3, y: slot.y + 0.12, w: slot.w - 0.5, h: slot.h - 0.24 }, channel, c.style({ size: channels.length <= 2 ? 22 : 19 }), { min: 10.5, valign: 'middle' });
  });
  c.rect(right, palette.primary, 0.12);
  const inner = { x: right.x + 0.35, y: right.y + 0.35, w: right.w - 0.7, h: right.h - 0.7 };
  const labelUsed = c.label(inner, entries[1][0], palette.onPrimaryMuted) + 0.25;
  const next = linesOf(entries[1][1]);
  // One or two next markets sit in the middle of the panel, not at its top over an empty field.
  const room = inner.h - labelUsed;
  const height = next.length <= 2 ? Math.min(room, next.length * 1.5) : room;
  steps(c, { ...inner, y: inner.y + labelUsed + (room - height) / 2, h: height }, next, palette.onPrimary);
};

/** Vertical steps: a dot per step on a line, the step beside it. */
function steps(c: SlideComposer, area: Box, items: readonly string[], colour = c.theme.palette.ink): void {
  if (items.length === 0) return;
  const { palette } = c.theme;
  const slots = rows({ ...area, h: Math.min(area.h, items.length * 1.25) }, Math.max(items.length, 1), 0.1);
  if (items.length > 1) c.elements.push({ kind: 'line', box: { x: area.x + 0.11, y: slots[0].y + 0.2, w: 0, h: slots[slots.length - 1].y - slots[0].y }, colour: palette.accent, width: 2 });
  items.forEach((item, index) => {
    const slot = slots[index];
    c.elements.push({ kind: 'ellipse', box: { x: area.x, y: slot.y + 0.09, w: 0.22, h: 0.22 }, fill: isPrompt(item) ? palette.line : palette.accent });
    c.text({ x: area.x + 0.45, y: slot.y, w: area.w - 0.45, h: slot.h }, item, c.style({ size: items.length > 2 ? 19 : 24, colour, font: items.length > 2 ? 'body' : 'heading', bold: items.length <= 2 }), { min: 11 });
  });
}

/** Team cards: initials, name, role, background. */
const teamLayout: KindLayout = (c, slide, area) => {
  const lines = typeof slide.content === 'string' ? linesOf(slide.content) : [];
  const people = lines.filter((line) => !isPrompt(line)).map(teamCardOf);
  if (people.length === 0 || people.length > 8) return textLayout(c, slide, area);
  const { palette } = c.theme;
  // What is still missing about the team (presenter copy): a line under the cards.
  const prompts = lines.filter(isPrompt);
  const drawPrompts = () => prompts.length > 0 && c.list({ ...area, y: area.y + area.h - 0.4, h: 0.4 }, prompts, { size: 12 });
  if (people.length === 1) {
    soleFounderCard(c, people[0], area);
    drawPrompts();
    return;
  }
  const perRow = people.length <= 4 ? people.length : Math.ceil(people.length / 2);
  const width = Math.min(area.w, perRow * 3.6);
  const rowBoxes = rows({ ...area, x: area.x + (area.w - width) / 2, w: width }, Math.ceil(people.length / perRow), 0.3);
  people.forEach((person, index) => {
    const card = columns(rowBoxes[Math.floor(index / perRow)], perRow, 0.3)[index % perRow];
    c.rect(card, palette.panel, 0.12);
    const pad = 0.3;
    const avatar = Math.min(1.0, card.h * 0.28);
    c.elements.push({ kind: 'ellipse', box: { x: card.x + pad, y: card.y + pad, w: avatar, h: avatar }, fill: palette.primary });
    c.text({ x: card.x + pad, y: card.y + pad, w: avatar, h: avatar }, initialsOf(person.name), c.style({ font: 'heading', bold: true, size: avatar * 28, colour: palette.onPrimary, align: 'center' }), { valign: 'middle', min: 10 });
    let y = card.y + pad + avatar + 0.2;
    const inner = { x: card.x + pad, w: card.w - 2 * pad };
    y += c.text({ ...inner, y, h: 0.75 }, person.name, c.style({ font: 'heading', bold: true, size: 20, colour: palette.heading }), { min: 13, tight: true }) + 0.04;
    if (person.role) y += c.text({ ...inner, y, h: 0.6 }, person.role, c.style({ bold: true, size: 14, colour: palette.accentText }), { min: 10, tight: true }) + 0.12;
    if (person.background) c.text({ ...inner, y, h: card.y + card.h - pad - y }, person.background, c.style({ size: 14, colour: palette.muted }), { min: 9.5 });
  });
  drawPrompts();
};


/** One person: a wide card in the middle of the slide, the initials large beside the name, role and background. */
function soleFounderCard(c: SlideComposer, person: ReturnType<typeof teamCardOf>, area: Box): void {
  const { palette } = c.theme;
  // A name and a role only: a larger card, the initials and the name set bigger, so the slide is not a strip in white space.
  const bare = !person.background;
  const width = Math.min(area.w, bare ? 10.4 : 8.4);
  const height = bare ? 3.6 : 3.2;
  const card = { x: area.x + (area.w - width) / 2, y: area.y + (area.h - height) / 2, w: width, h: height };
  c.rect(card, palette.panel, 0.12);
  c.rect({ x: card.x, y: card.y, w: 0.14, h: card.h }, palette.accent);
  const pad = 0.5;
  const avatar = Math.min(bare ? 2.5 : 1.8, height - 2 * pad);
  const nameStyle = c.style({ font: 'heading', bold: true, size: bare ? 48 : 30, colour: palette.heading });
  const roleStyle = c.style({ bold: true, size: bare ? 26 : 18, colour: palette.accentText });
  // A name and a role take a short line: the initials and the words sit in the middle of the card as one group.
  const room = card.w - 2 * pad - 0.1 - avatar - 0.55;
  const words = Math.max(c.measure.width(person.name, nameStyle), person.role ? c.measure.width(person.role, roleStyle) : 0);
  const shift = bare ? Math.max(0, (room - words) / 2) : 0;
  const avatarX = card.x + pad + 0.1 + shift;
  c.elements.push({ kind: 'ellipse', box: { x: avatarX, y: card.y + (card.h - avatar) / 2, w: avatar, h: avatar }, fill: palette.primary });
  c.text({ x: avatarX, y: card.y + (card.h - avatar) / 2, w: avatar, h: avatar }, initialsOf(person.name), c.style({ font: 'heading', bold: true, size: avatar * 26, colour: palette.onPrimary, align: 'center' }), { valign: 'middle', min: 12 });
  const inner = { x: avatarX + avatar + 0.55, w: room - shift };
  const backgroundStyle = c.style({ size: 16, colour: palette.muted });
  const stack = c.measure.height(person.name, nameStyle, inner.w) + (person.role ? 0.08 + c.measure.height(person.role, roleStyle, inner.w) : 0) + (person.background ? 0.2 + c.measure.height(person.background, backgroundStyle, inner.w) : 0);
  let y = card.y + Math.max(pad, (card.h - stack) / 2);
  y += c.text({ ...inner, y, h: 0.9 }, person.name, nameStyle, { min: 16, tight: true }) + 0.08;
  if (person.role) y += c.text({ ...inner, y, h: 0.6 }, person.role, roleStyle, { min: 11, tight: true }) + 0.2;
  if (person.background) c.text({ ...inner, y, h: card.y + card.h - pad - y }, person.background, backgroundStyle, { min: 10 });
}

/** The amount large, the round under it, the use of funds as a doughnut with its legend. */
const askLayout: KindLayout = (c, slide, area) => {
  const content = typeof slide.content === 'string' ? null : slide.content;
  if (!content) return textLayout(c, slide, area);
  const { palette } = c.theme;
  const uses = linesOf(content['Use of funds']);
  // Without a use of funds the amount stands alone, in the middle of the slide.
  const alone = Math.min(area.h, content.Round ? 3.4 : 2.3);
  const left = uses.length > 0 ? { ...area, w: area.w * 0.4 } : { x: area.x + (area.w - 7) / 2, y: area.y + (area.h - alone) / 2, w: 7, h: alone };
  c.rect(left, palette.primary, 0.12);
  const pad = 0.4;
  let y = left.y + pad;
  if (content.Raising) {
    y += c.label({ x: left.x + pad, y, w: left.w - 2 * pad }, 'Raising', palette.onPrimaryMuted) + 0.1;
    y += c.text({ x: left.x + pad, y, w: left.w - 2 * pad, h: 1.4 }, content.Raising, c.style({ font: 'heading', bold: true, size: 54, colour: palette.onPrimary }), { min: 24, tight: true }) + 0.3;
  }
  if (content.Round) {
    y += c.label({ x: left.x + pad, y, w: left.w - 2 * pad }, 'Round', palette.onPrimaryMuted) + 0.1;
    c.text({ x: left.x + pad, y, w: left.w - 2 * pad, h: left.y + left.h - pad - y }, content.Round, c.style({ size: 20, colour: palette.onPrimary }), { min: 12 });
  }
  if (uses.length === 0) return;
  const right = { x: area.x + left.w + 0.5, y: area.y, w: area.w - left.w - 0.5, h: area.h };
  const shares = fundSharesOf(uses);
  const used = c.label(right, 'Use of funds') + 0.2;
  const inner = { ...right, y: right.y + used, h: right.h - used };
  if (!isWholeSplit(shares) || shares.length !== uses.length) {
    c.list(inner, uses, { size: 20, min: 12 });
    return;
  }
  const diameter = Math.min(inner.h, inner.w * 0.48);
  c.elements.push({ kind: 'doughnut', box: { x: inner.x, y: inner.y + (inner.h - diameter) / 2, w: diameter, h: diameter }, shares, colours: c.theme.chart });
  const legend = { x: inner.x + diameter + 0.4, y: inner.y, w: inner.w - diameter - 0.4, h: inner.h };
  const slots = rows(legend, shares.length, 0.12);
  shares.forEach((share, index) => {
    const slot = slots[index];
    c.rect({ x: slot.x, y: slot.y + 0.1, w: 0.22, h: 0.22 }, c.theme.chart[index % c.theme.chart.length]);
    const figure = c.text({ x: slot.x + 0.4, y: slot.y, w: slot.w - 0.4, h: 0.5 }, `${share.percent}%`, c.style({ font: 'heading', bold: true, size: 22, colour: palette.heading }), { tight: true, min: 14 });
    c.text({ x: slot.x + 0.4, y: slot.y + figure, w: slot.w - 0.4, h: slot.h - figure }, share.label, c.style({ size: 14, colour: palette.muted }), { min: 9.5 });
  });
};

/** The valuation as the hero tile, the seller's goals and expected buyers beside it. */
const transactionLayout: KindLayout = (c, slide, area) => {
  const entries = entriesOf(slide.content, slide.kind);
  const valuation = entries.find(([label]) => label === 'Valuation');
  if (!valuation) return textLayout(c, slide, area);
  const { palette } = c.theme;
  const left = { ...area, w: area.w * 0.38 };
  c.tile(left, 'Valuation', valuation[1], { fill: palette.primary, figureColour: palette.onPrimary, textColour: palette.onPrimaryMuted, labelColour: palette.onPrimaryMuted });
  const rest = entries.filter(([label]) => label !== 'Valuation');
  const right = { x: area.x + left.w + 0.4, y: area.y, w: area.w - left.w - 0.4, h: area.h };
  rows(right, Math.max(rest.length, 1), 0.3).forEach((box, index) => {
    const entry = rest[index];
    if (!entry) return;
    const used = c.label(box, entry[0]) + 0.15;
    c.list({ ...box, y: box.y + used, h: box.h - used }, linesOf(entry[1]), { size: 19, min: 11 });
  });
};

/** The process as steps along a horizontal line. */
const timelineLayout: KindLayout = (c, slide, area) => {
  const items = typeof slide.content === 'string' ? linesOf(slide.content) : entriesOf(slide.content, slide.kind).map(([label, value]) => `${label}: ${value}`);
  if (items.length === 0 || items.length > 6) return textLayout(c, slide, area);
  const { palette } = c.theme;
  const lineY = area.y + area.h * 0.35;
  const slots = columns({ ...area, y: lineY + 0.4, h: area.h * 0.65 - 0.4 }, items.length, 0.3);
  c.elements.push({ kind: 'line', box: { x: slots[0].x + 0.15, y: lineY + 0.15, w: slots[slots.length - 1].x - slots[0].x, h: 0 }, colour: palette.line, width: 3 });
  items.forEach((item, index) => {
    const slot = slots[index];
    c.elements.push({ kind: 'ellipse', box: { x: slot.x, y: lineY, w: 0.3, h: 0.3 }, fill: index === items.length - 1 ? palette.primary : palette.accent });
    c.text({ x: slot.x, y: lineY - 0.75, w: slot.w, h: 0.55 }, `Step ${index + 1}`, c.style({ bold: true, size: 13, colour: palette.accentText, spacing: 1 }), { valign: 'bottom', min: 9 });
    c.text(slot, item, c.style({ font: 'heading', bold: true, size: 22, colour: palette.heading }), { min: 12 });
  });
};

export const KIND_LAYOUTS: Record<Exclude<SlideKind, 'cover'>, KindLayout> = {
  problem_solution: twoCards,
  product: cardsLayout,
  market: marketLayout,
  traction: chartAndTiles,
  business_model: modelLayout,
  competition: competitionLayout,
  go_to_market: growthLayout,
  team: teamLayout,
  financials: chartAndTiles,
  ask: askLayout,
  transaction: transactionLayout,
  timeline: timelineLayout,
  text: textLayout,
};

export const bodyArea = body;
