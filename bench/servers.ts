import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type OpenDatabaseOptions } from '../src/server/db/database.js';
import { createBareServer } from './bare-server.js';

/**
 * The server process of the benchmark, forked by http-load.ts so that autocannon does not share an event
 * loop (or a core) with the servers it measures. It runs the app and the bare server on one database
 * handle, each on its own loopback port, reports its CPU time when asked, and exits when told to or
 * when its parent goes away.
 */
export interface ServerOptions {
  open: OpenDatabaseOptions;
  dataDir: string;
  secret: string;
}

export interface ServerPorts {
  app: number;
  bare: number;
}

const HOST = '127.0.0.1';

async function main(options: ServerOptions): Promise<void> {
  const db = openDatabase(options.open);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST,
    PORT: '0',
    DATA_DIR: options.dataDir,
    ...(options.open.databaseUrl ? { DATABASE_URL: options.open.databaseUrl } : {}),
  });
  const app = await buildApp({ config, db, secret: options.secret });
  await app.listen({ host: HOST, port: 0 });
  const bare = createBareServer({ db, secret: options.secret });
  await new Promise<void>((resolve) => bare.listen(0, HOST, resolve));

  const stop = async () => {
    bare.closeAllConnections();
    bare.close();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  // 'cpu' asks for the CPU time used so far (µs), to price each request; anything else stops.
  process.on('message', (message) => {
    if (message !== 'cpu') return void stop();
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  });
  process.once('disconnect', () => void stop());

  const appPort = (app.server.address() as AddressInfo).port;
  const barePort = (bare.address() as AddressInfo).port;
  process.send?.({ app: appPort, bare: barePort } satisfies ServerPorts);
}

const options = JSON.parse(process.argv[2] ?? '{}') as ServerOptions;
await main(options);
