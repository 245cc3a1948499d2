import { readFileSync } from 'node:fs';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * The font files of the brand-kit font pairs (SIL Open Font License, from npm, licence texts in
 * the packages). PDFs embed the glyphs they use; PPTX files name the metric-compatible Office
 * font (Calibri, Cambria) that PowerPoint has and LibreOffice maps to these.
 */
const FILES = {
  Carlito: {
    regular: '@fontsource/carlito/files/carlito-latin-400-normal.woff',
    bold: '@fontsource/carlito/files/carlito-latin-700-normal.woff',
    italic: '@fontsource/carlito/files/carlito-latin-400-italic.woff',
  },
  Caladea: {
    regular: '@expo-google-fonts/caladea/400Regular/Caladea_400Regular.ttf',
    bold: '@expo-google-fonts/caladea/700Bold/Caladea_700Bold.ttf',
    italic: '@expo-google-fonts/caladea/400Regular_Italic/Caladea_400Regular_Italic.ttf',
  },
} as const;

export type ThemeFontFamily = keyof typeof FILES;
export type ThemeFontWeight = 'regular' | 'bold' | 'italic';

const cache = new Map<string, Buffer>();

/** A font file, read once per process. */
export function themeFontFile(family: ThemeFontFamily, weight: ThemeFontWeight): Buffer {
  const path = FILES[family][weight];
  let file = cache.get(path);
  if (!file) {
    file = woffToSfnt(readFileSync(require.resolve(path)));
    cache.set(path, file);
  }
  return file;
}

/** pdfkit's name for a registered face: "Carlito-bold". */
export const pdfFontName = (family: ThemeFontFamily, weight: ThemeFontWeight) => `${family}-${weight}`;

/** A theme's families in the given weights, as pdfkit registers them: [name, file]. */
export function themeFontFaces(families: { heading: ThemeFontFamily; body: ThemeFontFamily }, weights: readonly ThemeFontWeight[]): Array<[string, Buffer]> {
  return [...new Set([families.heading, families.body])].flatMap((family) => weights.map((weight): [string, Buffer] => [pdfFontName(family, weight), themeFontFile(family, weight)]));
}
