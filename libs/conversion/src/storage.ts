import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * Where the converter reads uploads and writes its outputs. The object-storage increment
 * (libs/storage) provides the production implementation; this lib only needs these two calls.
 */
export interface ConversionStorage {
  readInput(key: string): Promise<Buffer>;
  writeOutput(key: string, bytes: Buffer): Promise<void>;
}

/** Keys as paths under one local directory (development, tests). */
export class LocalDirectoryStorage implements ConversionStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the directory: ${key}`);
    return path;
  }

  async readInput(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async writeOutput(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }
}
