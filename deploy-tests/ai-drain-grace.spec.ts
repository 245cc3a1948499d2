/**
 * The grace periods of assessments cover its longest graceful stop (docs/architecture-notes.md,
 * "AI jobs (assessments)"): each AI job makes one provider call, bounded by AI_TIMEOUT_MS, so a
 * stop drains within longestDrainSeconds(AI_TIMEOUT_MS). A grace period shorter than that lets
 * Kubernetes (terminationGracePeriodSeconds) or Compose (stop_grace_period) SIGKILL a worker
 * mid-call, and the provider is paid again for that call. AI_TIMEOUT_MS is read where each
 * deployment sets it, else the config schema's default.
 */
import { join } from 'node:path';
import { configSchema } from '../apps/assessments/src/config';
import { longestDrainSeconds } from '../apps/assessments/src/jobs/ai-job-drain';
import { readCompose, type ComposeService } from './support/compose';
import { render } from './support/kustomize';
import { get, objects, ROOT, str, strMap, type Manifest } from './support/util';

const DEFAULT_AI_TIMEOUT_MS = configSchema.shape.AI_TIMEOUT_MS.parse(undefined);

type Sizing = { graceSeconds: number; aiTimeoutMs: number };

/** The assessments Deployment's grace period and the AI_TIMEOUT_MS its container gets (its env, then its ConfigMaps). */
function k8sSizing(manifests: Manifest[]): Sizing {
  const deployment = manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === 'assessments');
  const app = objects(get(deployment, 'spec', 'template', 'spec', 'containers')).find((c) => c.name === 'app');
  const fromEnv = objects(app?.env).find((e) => e.name === 'AI_TIMEOUT_MS');
  const fromConfigMaps = objects(app?.envFrom)
    .map((source) => str(get(source, 'configMapRef', 'name')))
    .map((name) => manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === name))
    .map((configMap) => strMap(configMap?.data).AI_TIMEOUT_MS)
    .find((value) => value !== undefined);
  return {
    graceSeconds: Number(get(deployment, 'spec', 'template', 'spec', 'terminationGracePeriodSeconds') ?? 30),
    aiTimeoutMs: configSchema.shape.AI_TIMEOUT_MS.parse(str(fromEnv?.value) ?? fromConfigMaps),
  };
}

/** Compose durations as Compose writes them: `75s`, `1m15s`, `2m`; a bare number is seconds. */
function composeSeconds(duration: string): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration);
  if (/^\d+$/.test(duration)) return Number(duration);
  if (!match || duration === '') throw new Error(`not a Compose duration: "${duration}"`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function composeSizing(service: ComposeService): Sizing {
  const timeout = strMap(service.environment).AI_TIMEOUT_MS;
  // Compose's default grace period is 10 s.
  return { graceSeconds: composeSeconds(str(service.stop_grace_period) ?? '10s'), aiTimeoutMs: configSchema.shape.AI_TIMEOUT_MS.parse(timeout) };
}

const covers = ({ graceSeconds, aiTimeoutMs }: Sizing) => ({ graceSeconds, drainSeconds: longestDrainSeconds(aiTimeoutMs), covered: graceSeconds >= longestDrainSeconds(aiTimeoutMs) });

describe.each(['base', 'overlays/dev', 'overlays/prod'])('k8s/%s', (dir) => {
  it('gives assessments a terminationGracePeriodSeconds that covers its longest drain', () => {
    const sizing = covers(k8sSizing(render(join(ROOT, 'k8s', dir))));
    expect(sizing).toEqual({ ...sizing, covered: true });
  });
});

describe('docker-compose.yml', () => {
  it('gives assessments a stop_grace_period that covers its longest drain', () => {
    const sizing = covers(composeSizing(readCompose().assessments));
    expect(sizing).toEqual({ ...sizing, covered: true });
  });
});

describe('the grace-period check', () => {
  it('reads AI_TIMEOUT_MS from the deployment, else the default of 60 s', () => {
    expect(DEFAULT_AI_TIMEOUT_MS).toBe(60_000);
    expect(k8sSizing(render(join(ROOT, 'k8s', 'overlays', 'prod'))).aiTimeoutMs).toBe(DEFAULT_AI_TIMEOUT_MS);
  });

  it('catches an AI_TIMEOUT_MS raised without the grace period, in the container or its ConfigMap', () => {
    const raised = render(join(ROOT, 'k8s', 'overlays', 'prod'));
    const deployment = raised.find((m) => m.kind === 'Deployment' && m.metadata.name === 'assessments');
    const app = objects(get(deployment, 'spec', 'template', 'spec', 'containers')).find((c) => c.name === 'app');
    if (!app) throw new Error('no app container');
    app.env = [...objects(app.env), { name: 'AI_TIMEOUT_MS', value: '120000' }];
    expect(covers(k8sSizing(raised))).toMatchObject({ drainSeconds: longestDrainSeconds(120_000), covered: false });

    const viaConfigMap = render(join(ROOT, 'k8s', 'overlays', 'prod'));
    const platformEnv = viaConfigMap.find((m) => m.kind === 'ConfigMap' && m.metadata.name === 'platform-env');
    if (!platformEnv) throw new Error('no platform-env');
    platformEnv.data = { ...strMap(platformEnv.data), AI_TIMEOUT_MS: '120000' };
    expect(covers(k8sSizing(viaConfigMap))).toMatchObject({ covered: false });
  });

  it('catches Compose’s own grace period and the earlier 30 s one', () => {
    expect(covers(composeSizing({ environment: {} }))).toMatchObject({ graceSeconds: 10, covered: false });
    expect(covers(composeSizing({ environment: {}, stop_grace_period: '30s' }))).toMatchObject({ covered: false });
    expect(['75s', '1m15s', '2m', '90'].map(composeSeconds)).toEqual([75, 75, 120, 90]);
  });
});
