import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDirectoryStorage } from './storage';

describe('LocalDirectoryStorage', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'bv-conversion-storage-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes outputs under nested keys and reads them back', async () => {
    const storage = new LocalDirectoryStorage(dir);
    await storage.writeOutput('documents/d1/pages/0001.jpg', Buffer.from('page one'));
    await expect(storage.readInput('documents/d1/pages/0001.jpg')).resolves.toEqual(Buffer.from('page one'));
  });

  it('refuses a key that leaves its directory', async () => {
    const storage = new LocalDirectoryStorage(join(dir, 'root'));
    await expect(storage.writeOutput('../outside.pdf', Buffer.from('x'))).rejects.toThrow(/outside the directory/);
    await expect(storage.readInput('/etc/passwd')).rejects.toThrow(/outside the directory/);
  });
});
