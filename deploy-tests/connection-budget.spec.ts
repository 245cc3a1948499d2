/**
 * The PostgreSQL connection budget (issue 20; docs/operations.md): in the worst case every
 * service runs at its autoscaler's maximum plus one rolling-update surge pod, each holding a
 * full pool (the migration init container uses at most one pool before the app starts). That
 * sum must fit in the connections the overlay's database offers, declared on the
 * `database-env` ConfigMap, minus the ones PostgreSQL keeps for superusers and operators.
 */
import { join } from 'node:path';
import { render } from './support/kustomize';
import { get, ROOT, type Manifest } from './support/util';

const MAX_CONNECTIONS_ANNOTATION = 'blueprint-vault.io/postgres-max-connections';
/** superuser_reserved_connections (3) plus a few for an operator's psql and the monitoring agent. */
const RESERVED = 10;

type PoolUser = { deployment: string; pods: number; poolSize: number };

function budgetOf(manifests: Manifest[]): { users: PoolUser[]; needed: number; offered: number } {
  const databaseEnv = manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === 'database-env');
  const poolSize = Number(get(databaseEnv, 'data', 'DB_POOL_SIZE'));
  const offered = Number(get(databaseEnv, 'metadata', 'annotations', MAX_CONNECTIONS_ANNOTATION));
  const users = manifests
    .filter((m) => m.kind === 'Deployment' && JSON.stringify(get(m, 'spec', 'template')).includes('"database-env"'))
    .map((deployment) => {
      const name = deployment.metadata.name;
      const hpa = manifests.find((m) => m.kind === 'HorizontalPodAutoscaler' && get(m, 'spec', 'scaleTargetRef', 'name') === name);
      const surge = Number(get(deployment, 'spec', 'strategy', 'rollingUpdate', 'maxSurge') ?? 1);
      return { deployment: name, pods: Number(get(hpa, 'spec', 'maxReplicas')) + surge, poolSize };
    });
  return { users, needed: users.reduce((sum, u) => sum + u.pods * u.poolSize, 0), offered };
}

describe.each(['dev', 'prod'])('PostgreSQL connection budget of the %s overlay', (overlay) => {
  const budget = budgetOf(render(join(ROOT, 'k8s', 'overlays', overlay)));

  it('declares the connections its database offers, and every pool is sized', () => {
    expect(Number.isInteger(budget.offered) && budget.offered > RESERVED).toBe(true);
    expect(budget.users.map((u) => u.deployment).sort()).toEqual(['assessments', 'billing', 'flags', 'identity', 'notifications', 'sharing']);
    for (const user of budget.users) expect(Number.isInteger(user.pods) && user.pods > 0 && user.poolSize > 0).toBe(true);
  });

  it('fits the worst case (every service at its maximum replicas plus a surge pod, each with a full pool)', () => {
    expect({ needed: budget.needed, available: budget.offered - RESERVED, fits: budget.needed <= budget.offered - RESERVED }).toMatchObject({ fits: true });
  });
});

describe('the connection budget check', () => {
  it('catches an overlay that scales past its database', () => {
    const manifests = render(join(ROOT, 'k8s', 'overlays', 'prod'));
    for (const m of manifests) {
      if (m.kind === 'HorizontalPodAutoscaler') (m.spec as { maxReplicas: number }).maxReplicas = 50;
    }
    const { needed, offered } = budgetOf(manifests);
    expect(needed).toBeGreaterThan(offered - RESERVED);
  });
});
