import { ensureSecretFiles, parseSecretFile } from './generated-secrets';

/**
 * `node libs/service-kit/dist/generate-secrets.js [--owner=<uid>:<gid>] <path>=<kind>...`: the
 * one-shot `secrets` service of docker-compose.yml, which gives each app the secrets that must
 * never be the published development defaults (docs/containers.md). Run as root on the secrets'
 * volumes; `--owner` hands each file to the apps' user (node, 1000:1000).
 */
function main(args: string[]): void {
  const ownerArg = args.find((arg) => arg.startsWith('--owner='));
  const owner = ownerArg ? /^--owner=(\d+):(\d+)$/.exec(ownerArg) : null;
  if (ownerArg && !owner) throw new Error(`--owner must be <uid>:<gid>, got ${ownerArg}`);
  const files = args.filter((arg) => !arg.startsWith('--')).map(parseSecretFile);
  if (files.length === 0) throw new Error('usage: generate-secrets.js [--owner=<uid>:<gid>] <path>=key32|secret ...');
  for (const { path, made } of ensureSecretFiles(files, owner ? { uid: Number(owner[1]), gid: Number(owner[2]) } : undefined)) {
    process.stdout.write(`${made ? 'made' : 'kept'} ${path}\n`);
  }
}

try {
  main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`generate-secrets: ${(err as Error).message}\n`);
  process.exit(1);
}
