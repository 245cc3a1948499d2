import { readFileSync } from 'node:fs';
import { fmt, out, table } from './lib/report';

/**
 * Summarises a V8 `.cpuprofile` (from `BENCH_PROFILE=1`, i.e. `node --cpu-prof`): self time
 * by package or area and the hottest functions, plus total (inclusive) time of the
 * functions whose name matches BENCH_FOCUS (a regular expression), if given.
 * Usage: node bench/dist/profile-summary.js <file.cpuprofile> [top]
 */
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native/builtin)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0] === 'internal' ? url.slice(5).split('/').slice(0, 2).join('/') : url.slice(5)}`;
  const workspace = /\/(apps|libs)\/([^/]+)\//.exec(url);
  if (workspace) return `@bv/${workspace[2]}`;
  return url;
}

function main(): void {
  const [file, topArg] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top]');
  const top = Number(topArg ?? 25);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);
  const idle = [...selfMicros.entries()].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)').reduce((a, [, v]) => a + v, 0);
  const busy = total - idle;

  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    const area = areaOf(frame);
    byArea.set(area, (byArea.get(area) ?? 0) + micros);
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|libs)\//, '$1/')}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  out(`${file}: ${fmt(total / 1000, 0)} ms sampled, ${fmt(busy / 1000, 0)} ms busy (${fmt((100 * busy) / total, 0)} %)`);
  out();
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => [k.slice(0, 110), fmt(v / 1000, 0), fmt((100 * v) / busy, 1)]);
  table(['self time by package / area', 'ms', '% busy'], rows(byArea));
  out();
  table(['hottest functions (self)', 'ms', '% busy'], rows(byFunction));

  const focus = process.env.BENCH_FOCUS;
  if (focus) {
    const pattern = new RegExp(focus);
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const inclusive = new Map<string, number>();
    for (const [id, micros] of selfMicros) {
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const frame = byId.get(cur)!.callFrame;
        const name = `${frame.functionName} ${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|libs)\//, '$1/')}:${frame.lineNumber + 1}`;
        if (pattern.test(name) && !seen.has(name)) {
          seen.add(name);
          inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
        }
      }
    }
    out();
    table([`inclusive time of /${focus}/`, 'ms', '% busy'], rows(inclusive));
  }
}

main();
