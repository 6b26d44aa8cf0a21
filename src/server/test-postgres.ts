/**
 * Test support: a throwaway PostgreSQL cluster in a temporary folder, listening on a free 127.0.0.1
 * port with its unix socket in that folder, removed when stopped. It uses the server binaries on the
 * machine (initdb, pg_ctl): PG_BIN if set, else the folder of `initdb` on the PATH, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian's layout). .ci/run installs Debian's `postgresql` where
 * none is found; a test that needs PostgreSQL fails rather than skip when it is missing.
 *
 * initdb and the server refuse to run as root, so as root (CI) the cluster runs as the unprivileged
 * `postgres` user (or `nobody`), started through runuser; the folder is handed to that user.
 *
 *   const pg = await startPostgres();
 *   const url = await pg.newDatabase();   // postgres://warband@127.0.0.1:<port>/<fresh name>
 *   await pg.stop();
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** The cluster's own database (for tests that need a connection of their own). */
  readonly url: string;
  readonly port: number;
  /** Creates an empty database and returns its URL. */
  newDatabase(): Promise<string>;
  /** Stops the cluster at once and removes its folder. */
  stop(): Promise<void>;
}

/** The folder holding initdb and pg_ctl, or a clear error saying how to get them. */
export function postgresBin(): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir) candidates.push(dir);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(join(debian, v, 'bin'));
  }
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) are not on this machine: install Debian\'s "postgresql" (as .ci/run does) or set PG_BIN.',
    );
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The unprivileged user to run the cluster as when this process is root, with its uid and gid. */
function clusterUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { name, uid, gid };
    } catch {
      // No such user: try the next.
    }
  }
  throw new Error('Running as root, and neither a "postgres" nor a "nobody" user exists to run PostgreSQL as.');
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const user = clusterUser();
  const dir = mkdtempSync(join(tmpdir(), 'warband-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const run = (command: string, args: string[]) => {
    const [file, argv] = user ? ['runuser', ['-u', user.name, '--', join(bin, command), ...args]] : [join(bin, command), args];
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };
  const port = await freePort();
  try {
    // --no-sync and fsync=off: a throwaway cluster need not survive the machine crashing; the server
    // process being killed (what the durability tests do) loses nothing committed either way.
    run('initdb', ['-D', data, '-U', 'warband', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      log,
      '-w',
      '-t',
      '120',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  } catch (e) {
    const detail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
    rmSync(dir, { recursive: true, force: true });
    const stderr = (e as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`could not start a throwaway PostgreSQL: ${e instanceof Error ? e.message : String(e)}\n${stderr}\n${detail}`);
  }
  const url = `postgres://warband@127.0.0.1:${port}/postgres`;
  let databases = 0;
  let stopped = false;
  return {
    url,
    port,
    async newDatabase() {
      const name = `warband_test_${++databases}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://warband@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
