// Writes the gateway's OpenAPI document to a file (default dist/openapi.json), built from the
// route table and the zod contracts without starting any service:
//   node scripts/run-ts.cjs scripts/write-openapi.ts [file]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApiDocument } from '../apps/gateway/src/http/api-docs';
import { gatewayWithoutServices } from '../apps/gateway/src/http/api-document-app';

async function main(): Promise<void> {
  const [file = 'dist/openapi.json'] = process.argv.slice(2);
  const app = await gatewayWithoutServices();
  const document = buildApiDocument(app);
  await app.close();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`OpenAPI document: ${Object.keys(document.paths).length} paths written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
