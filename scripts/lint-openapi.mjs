#!/usr/bin/env node
// Lints an OpenAPI document with Redocly's recommended rules and prints every problem; exits 1
// when there is an error (warnings are printed, not fatal):
//   node scripts/lint-openapi.mjs apps/gateway/dist/openapi.json [--json]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const [file, format] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node scripts/lint-openapi.mjs <openapi.json> [--json]');
  process.exit(2);
}
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: readFileSync(file, 'utf8'), absoluteRef: resolve(file), config });
const found = problems.map((problem) => ({ severity: problem.severity, rule: problem.ruleId, message: problem.message, at: problem.location[0]?.pointer }));
const errors = found.filter((problem) => problem.severity === 'error');
if (format === '--json') console.log(JSON.stringify(found));
else {
  for (const problem of found) console.log(`${problem.severity.padEnd(5)} ${problem.rule}: ${problem.message} (${problem.at})`);
  console.log(`${file}: ${errors.length} errors, ${found.length - errors.length} warnings`);
}
process.exit(errors.length > 0 ? 1 : 0);
