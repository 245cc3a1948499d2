// Runs a TypeScript script of this repository without a build: SWC strips the types as files
// load, and `@bv/<lib>` resolves to the library's source (as jest's moduleNameMapper does).
// Usage: node scripts/run-ts.cjs <file.ts> [args…]
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '..');
require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = swc.transformSync(source, {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }, target: 'es2022', keepClassNames: true },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveWorkspace(request, ...rest) {
  const lib = /^@bv\/([\w-]+)$/.exec(request);
  if (lib) return path.join(root, 'libs', lib[1], 'src', 'index.ts');
  return resolve.call(this, request, ...rest);
};
const [, , script, ...args] = process.argv;
process.argv = [process.argv[0], script, ...args];
require(path.resolve(script));
