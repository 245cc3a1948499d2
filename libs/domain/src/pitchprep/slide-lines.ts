import type { Slide } from './output-types';

export type SlideLine = { text: string; label?: string; level: 0 | 1 };

const BULLET_MARKER = /^[-*\u2022\u2013\u00b7\u25aa\u25cf]\s+/;

/** Slide content as bullet lines: text lines with their bullet markers removed, or "Label: value" pairs. */
export function slideLines(content: Slide['content']): SlideLine[] {
  if (typeof content !== 'string') {
    return Object.entries(content)
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => ({ label: humaniseLabel(key), text: value.trim().replace(/\s*\n\s*/g, '; '), level: 0 }));
  }
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const indent = /^\s*/.exec(line)?.[0].replace(/\t/g, '  ').length ?? 0;
      return { text: line.trim().replace(BULLET_MARKER, ''), level: indent >= 2 ? 1 : 0 };
    });
}

export function lineText(line: SlideLine): string {
  return line.label ? `${line.label}: ${line.text}` : line.text;
}

/** "useOfFunds" / "use_of_funds" → "Use of funds"; labels already written for people stay as they are. */
export function humaniseLabel(key: string): string {
  if (/\s/.test(key) || !/[a-z][A-Z]|_/.test(key)) return key.charAt(0).toUpperCase() + key.slice(1);
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
