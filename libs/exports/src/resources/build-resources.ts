import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildColdEmailTemplates } from './cold-email-templates';
import { buildDealRoomStarterKit } from './deal-room-starter-kit';
import { buildExitReadinessChecklist } from './exit-readiness-checklist';
import { buildPitchDeckTemplate } from './investor-pitchdeck-template';

// The landing page's free downloads, by file name.
export const RESOURCE_FILES: Readonly<Record<string, () => Promise<Buffer>>> = {
  'investor-pitchdeck-template.pptx': buildPitchDeckTemplate,
  'exit-readiness-checklist.pdf': buildExitReadinessChecklist,
  'cold-email-templates.pdf': buildColdEmailTemplates,
  'deal-room-starter-kit.pdf': buildDealRoomStarterKit,
};

/** Writes the four downloads into `outDir` (created if missing) and returns their paths. */
export async function buildResources(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const [name, build] of Object.entries(RESOURCE_FILES)) {
    const path = join(outDir, name);
    await writeFile(path, await build());
    written.push(path);
  }
  return written;
}

if (require.main === module) {
  const outDir = process.argv[2];
  if (!outDir) {
    process.stderr.write('Usage: node libs/exports/dist/resources/build-resources.js <output directory>\n');
    process.exit(2);
  }
  buildResources(resolve(outDir)).then(
    (paths) => process.stdout.write(`${paths.join('\n')}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
