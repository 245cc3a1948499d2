import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pinned = (path: string, name: string) => read(path).match(new RegExp(`^${name}=(\\d+\\.\\d+\\.\\d+)`, 'm'))?.[1];

// The host (scripts/node-lts.sh, .nvmrc), the images (deploy/podman/base-images.sh) and the
// declared engines and types must name one Node LTS line, or tests pass on a Node that
// production never runs (docs/operations.md, "Node version").
describe('Node LTS everywhere', () => {
  const host = pinned('scripts/node-lts.sh', 'NODE_LTS_VERSION');
  const images = pinned('deploy/podman/base-images.sh', 'NODE_VERSION');

  it('pins the same Node version for the host and for the images, on an LTS line', () => {
    expect(host).toBeDefined();
    expect(host).toBe(images);
    expect(['22', '24']).toContain(host!.split('.')[0]);
  });

  it('declares that line in .nvmrc, engines and @types/node', () => {
    const major = host!.split('.')[0];
    const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> };
    expect(read('.nvmrc').trim().split('.')[0]).toBe(major);
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${major}\\.`));
    expect(pkg.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`));
  });

  it('runs the tests on that line (scripts/test.sh sources scripts/node-lts.sh)', () => {
    expect(process.versions.node.split('.')[0]).toBe(host!.split('.')[0]);
    for (const script of ['install', 'start', 'test']) expect(read(`scripts/${script}.sh`)).toMatch(/^source scripts\/node-lts\.sh/m);
  });

  it('lets Renovate watch the pinned versions', () => {
    const renovate = JSON.parse(read('renovate.json')) as { customManagers: { managerFilePatterns: string[] }[] };
    const watched = renovate.customManagers.flatMap((m) => m.managerFilePatterns).join(' ');
    expect(watched).toContain('node-lts');
    expect(watched).toContain('base-images');
  });
});
