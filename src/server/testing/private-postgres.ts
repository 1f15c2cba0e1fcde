import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL server of the test's own, which it may stop and start at will (never the shared one). */
export interface PrivateCluster {
  url: string;
  /** `pg_ctl stop`: 'fast' disconnects every session cleanly, 'immediate' kills the server (crash recovery at start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its files. */
  destroy(): Promise<void>;
}

/** The newest installed server binaries (Debian: /usr/lib/postgresql/<version>/bin). */
function serverBin(): string {
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL server under /usr/lib/postgresql');
  return join('/usr/lib/postgresql', versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * initdb into a temporary folder and start it on a free port, its socket in that folder too. The server
 * refuses to run as root, so as root the folder is given to the `postgres` user and the tools run as it.
 */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = serverBin();
  const dir = mkdtempSync(join(tmpdir(), 'amity-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args);

  await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  // fsync off: a killed server still recovers every committed transaction from its WAL (only a power cut would not).
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB -c max_connections=50`;
  const start = async () => {
    await tool('pg_ctl', ['start', '-D', data, '-w', '-t', '30', '-l', join(dir, 'server.log'), '-o', serverOptions]);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await tool('pg_ctl', ['stop', '-D', data, '-w', '-t', '30', '-m', mode]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
