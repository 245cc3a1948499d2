import { readFileSync } from 'node:fs';

/**
 * The brand's fonts as TrueType files from their npm packages (SIL Open Font License, the licence
 * text ships in each package): Inter for text, Caladea Bold for headings. pdfkit embeds the
 * glyphs a document uses (a subset), so a PDF looks the same on every machine.
 */
const FILES = {
  Inter: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  'Inter-Italic': '@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf',
  'Inter-SemiBold': '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  'Inter-Bold': '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  'Caladea-Bold': '@expo-google-fonts/caladea/700Bold/Caladea_700Bold.ttf',
} as const;

export type BrandFontName = keyof typeof FILES;

let loaded: ReadonlyMap<BrandFontName, Buffer> | null = null;

/** The font files, read once per process. */
export function brandFontFiles(): ReadonlyMap<BrandFontName, Buffer> {
  loaded ??= new Map((Object.entries(FILES) as Array<[BrandFontName, string]>).map(([name, file]) => [name, readFileSync(require.resolve(file))]));
  return loaded;
}

export function brandFontFile(name: BrandFontName): Buffer {
  const file = brandFontFiles().get(name);
  if (!file) throw new Error(`No brand font ${name}`);
  return file;
}
