import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');

type Graph = { graph: { nodes: Record<string, { data: { targets?: Record<string, { options?: { command?: string } }> } }>; dependencies: Record<string, { target: string }[]> } };

/** Nx's project graph, as `nx graph --file` writes it. */
function projectGraph(): Graph['graph'] {
  const dir = mkdtempSync(join(tmpdir(), 'nx-graph-'));
  try {
    const file = join(dir, 'graph.json');
    const result = spawnSync(process.execPath, [require.resolve('nx/bin/nx'), 'graph', `--file=${file}`], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nx graph failed: ${result.stderr}`);
    return (JSON.parse(readFileSync(file, 'utf8')) as Graph).graph;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

jest.setTimeout(60_000);

describe('Nx build cache keys', () => {
  it("rebuilds a project when a library whose build output its build command reads changes (e.g. libs/exports for the web app's resources)", () => {
    const graph = projectGraph();
    const checked: string[] = [];
    for (const [project, node] of Object.entries(graph.nodes)) {
      const command = node.data.targets?.build?.options?.command ?? '';
      const readLibs = [...command.matchAll(/libs\/([a-z-]+)\/dist/g)].map((m) => m[1]);
      const deps = (graph.dependencies[project] ?? []).map((d) => d.target);
      for (const lib of readLibs) {
        // A library outside the graph's dependencies is not in the cache key's `^production` inputs.
        expect({ project, lib, inGraph: deps.includes(lib) }).toEqual({ project, lib, inGraph: true });
        checked.push(`${project} <- ${lib}`);
      }
    }
    expect(checked).toContain('web <- exports');
  });
});
