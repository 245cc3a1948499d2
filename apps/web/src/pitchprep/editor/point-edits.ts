/**
 * A slide's text content edited as points in place (docs/product-rules.md, "PitchPrep outputs"):
 * one point per line of the stored text. A point shows its words; the line keeps its indent and
 * bullet marker (a sub-point stays a sub-point) whatever the founder types.
 */

const PREFIX = /^\s*(?:[-*\u2022\u2013\u00b7\u25aa\u25cf]\s+)?/;

export type Point = { prefix: string; text: string };

export function pointsOf(content: string): Point[] {
  return content.split('\n').map((line) => {
    const prefix = PREFIX.exec(line)?.[0] ?? '';
    return { prefix, text: line.slice(prefix.length) };
  });
}

const contentOf = (points: Point[]) => points.map((p) => p.prefix + p.text).join('\n');

/** Where the caret goes after an edit: the point's index and the caret's offset in its text. */
export type Caret = { point: number; offset: number };
export type PointEdit = { content: string; caret?: Caret };

/** A point's new words; text pasted with line breaks becomes that many points (same indent). */
export function setPoint(content: string, at: number, text: string): PointEdit {
  const points = pointsOf(content);
  const [first, ...more] = text.split(/\r?\n/);
  const prefix = points[at].prefix;
  points.splice(at, 1, { prefix, text: first }, ...more.map((line) => ({ prefix, text: line })));
  return { content: contentOf(points), caret: more.length > 0 ? { point: at + more.length, offset: more[more.length - 1].length } : undefined };
}

/** Enter: the point splits at the caret; the words after it open the next point. */
export function splitPoint(content: string, at: number, offset: number): PointEdit {
  const points = pointsOf(content);
  const { prefix, text } = points[at];
  // The new point starts at its first word (a space left at its start would read as part of the marker).
  points.splice(at, 1, { prefix, text: text.slice(0, offset) }, { prefix, text: text.slice(offset).trimStart() });
  return { content: contentOf(points), caret: { point: at + 1, offset: 0 } };
}

/**
 * Backspace at the start of a point: an empty point goes; a point with words joins the one
 * before it. The first point stays (a slide keeps one line to type in).
 */
export function joinWithPrevious(content: string, at: number): PointEdit | null {
  if (at === 0) return null;
  const points = pointsOf(content);
  const before = points[at - 1];
  const offset = before.text.length;
  points.splice(at - 1, 2, { prefix: before.prefix, text: before.text + points[at].text });
  return { content: contentOf(points), caret: { point: at - 1, offset } };
}
