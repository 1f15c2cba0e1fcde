import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type OpenDatabaseOptions } from '../src/server/db/database.js';

/**
 * The app under test for bench/realtime.ts, in its own process so that the 1,000 WebSocket clients do not
 * share its event loop, and so that its memory is its own. Answers 'memory' with its memory use.
 */
export interface RealtimeServerOptions {
  open: OpenDatabaseOptions;
  dataDir: string;
  secret: string;
}

export interface ServerMemory {
  rssBytes: number;
  heapUsedBytes: number;
}

async function main(options: RealtimeServerOptions): Promise<void> {
  const db = openDatabase(options.open);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: options.dataDir,
    ...(options.open.databaseUrl ? { DATABASE_URL: options.open.databaseUrl } : {}),
  });
  const app = await buildApp({ config, db, secret: options.secret });
  await app.listen({ host: '127.0.0.1', port: 0 });

  const stop = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message !== 'memory') return void stop();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ rssBytes: rss, heapUsedBytes: heapUsed } satisfies ServerMemory);
  });
  process.once('disconnect', () => void stop());
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

const options = JSON.parse(process.argv[2] ?? '{}') as RealtimeServerOptions;
await main(options);
