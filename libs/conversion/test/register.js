// Lets a plain `node` child process (the worker the stop test kills) load this lib's TypeScript:
// SWC compiles each .ts file to CommonJS on require, with the repository's .swcrc settings.
const { transformSync } = require('@swc/core');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const swcrc = JSON.parse(readFileSync(join(__dirname, '../../../.swcrc'), 'utf8'));
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcrc, filename, sourceMaps: 'inline', swcrc: false });
  module._compile(code, filename);
};
