import { extname, join } from 'node:path';
import type { WorkerOptions } from 'node:worker_threads';

/**
 * How to start `pdf-thread` in a worker. Built (`dist/*.js`): the file itself. From TypeScript
 * source (the tests run the services that way): a small bootstrap that compiles `.ts` files with
 * SWC as they load and points `@bv/*` at the libraries' sources, as jest's config does.
 */
export function pdfThreadEntry(): { filename: string; options: WorkerOptions } {
  const ext = extname(__filename);
  const file = join(__dirname, `pdf-thread${ext}`);
  if (ext !== '.ts') return { filename: file, options: {} };
  // SWC is resolved inside the worker, from this file's place: a `require` the bundle tracer
  // could see would ship the compiler in the sharing image, which only runs built files.
  const bootstrap = `
const Module = require('node:module');
const { join } = require('node:path');
const { existsSync, readFileSync, realpathSync } = require('node:fs');
const { transformSync } = Module.createRequire(${JSON.stringify(__filename)})('@swc/core');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const lib = /^@bv\\/([a-z-]+)$/.exec(request);
  const linked = lib && Module._nodeModulePaths(parent ? parent.path : process.cwd()).map((dir) => join(dir, '@bv', lib[1])).find((dir) => existsSync(dir));
  if (linked) return join(realpathSync(linked), 'src', 'index.ts');
  return resolve.call(this, request, parent, ...rest);
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022', keepClassNames: true },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(${JSON.stringify(file)});
`;
  return { filename: bootstrap, options: { eval: true } };
}
