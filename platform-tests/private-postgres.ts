import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

export type PrivatePostgres = {
  /** A database on this instance (created by `createDatabase`). */
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<string>;
  /** `pg_ctl restart -m fast`, as `pg_ctlcluster … restart` does: every session is ended, then it starts again. */
  restart: () => Promise<void>;
  /** Stops it and deletes its files. */
  stop: () => Promise<void>;
};

/** Debian installs the server outside PATH (/usr/lib/postgresql/<major>/bin); PG_BIN overrides. */
function serverBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))) : [];
  if (majors.length === 0) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql (set PG_BIN)');
  return join(root, majors.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL instance of the test's own, in a temporary directory on a free port, for tests
 * that stop or restart the database (the machine's shared one must never be). The server refuses
 * to run as root, so as root (CI, this machine) it runs as the `postgres` user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'bv-private-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const server = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: dir }) : run(join(bin, tool), args, { cwd: dir });

  const port = await freePort();
  await server('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Loopback only, its socket in its own directory; fsync off: the data is thrown away after.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  await server('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase: async (name) => {
      const admin = new Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    restart: async () => {
      await server('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-m', 'fast', '-w', '-t', '60', 'restart']);
    },
    stop: async () => {
      await server('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
