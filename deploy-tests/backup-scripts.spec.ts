/**
 * scripts/backup.sh backs up every schema by default (docs/operations.md, Backup and restore):
 * its default BACKUP_SCHEMAS must name each app that owns a schema (has src/migrate.ts, and a
 * Job in the migrations-job component), no more and no fewer. platform-tests/backup-restore.int-spec.ts
 * runs the scripts for real, on the schemas of the services it starts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT } from './support/util';

const defaultSchemas = (): string[] => {
  const match = readFileSync(join(ROOT, 'scripts/backup.sh'), 'utf8').match(/BACKUP_SCHEMAS:-([a-z_ ]+)\}/);
  if (!match) throw new Error('scripts/backup.sh has no default BACKUP_SCHEMAS');
  return match[1].trim().split(/\s+/).sort();
};

describe('scripts/backup.sh', () => {
  it('backs up by default the schema of every app that migrates one', () => {
    const owners = readdirSync(join(ROOT, 'apps')).filter((app) => existsSync(join(ROOT, 'apps', app, 'src/migrate.ts'))).sort();
    expect(owners.length).toBeGreaterThan(5);
    expect(defaultSchemas()).toEqual(owners);
    const jobs = parseAllDocuments(readFileSync(join(ROOT, 'k8s/components/migrations-job/jobs.yaml'), 'utf8'))
      .map((d) => d.toJS() as { kind: string; metadata: { name: string } })
      .filter((d) => d?.kind === 'Job')
      .map((d) => d.metadata.name.replace(/-migrate$/, ''))
      .sort();
    expect(jobs).toEqual(owners);
  });

  it('refuses to run without a database or into an existing directory, before touching anything', () => {
    const noUrl = spawnSync('bash', [join(ROOT, 'scripts/backup.sh'), join(ROOT, '.tmp', `no-backup-${process.pid}`)], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
    expect({ status: noUrl.status, err: noUrl.stderr }).toEqual({ status: 1, err: expect.stringContaining('set DATABASE_URL') });
    const exists = spawnSync('bash', [join(ROOT, 'scripts/backup.sh'), ROOT], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: 'postgres://nowhere/none' } });
    expect({ status: exists.status, err: exists.stderr }).toEqual({ status: 1, err: expect.stringContaining('exists; give a new directory') });
  });
});
