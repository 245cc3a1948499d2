#!/usr/bin/env node
// The web app's API types from the gateway's OpenAPI document (openapi-typescript):
//   node scripts/generate-api-types.mjs [apps/gateway/dist/openapi.json] [apps/web/src/api/generated/openapi.ts]
// `npm run api:types` builds the gateway's document first. The output is committed, so the web app
// type-checks on a fresh clone; apps/gateway/src/http/api-contract.spec.ts fails when it is stale.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const [input = 'apps/gateway/dist/openapi.json', output = 'apps/web/src/api/generated/openapi.ts'] = process.argv.slice(2);
// A field with a server default is optional in what the browser sends.
const ast = await openapiTS(JSON.parse(readFileSync(input, 'utf8')), { defaultNonNullable: false, alphabetize: true });
const header = '// Generated from the gateway\'s OpenAPI document by scripts/generate-api-types.mjs: do not edit.\n';
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, header + astToString(ast));
console.log(`API types written to ${output}`);
