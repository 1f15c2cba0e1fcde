import { buildApp } from './app.js';
import { resolveSessionSecret } from './auth/session-secret.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { blobStoreFor } from './files/file-store.js';
import { registerProcessHandlers } from './process-handlers.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, secret: resolveSessionSecret(config.sessionSecret, config.dataDir) });

  if (config.demo) {
    // The demo data and its generators load only for a demo.
    const { seedDemoFamily } = await import('./demo/seed-demo.js');
    const demo = await seedDemoFamily(db, new Date(), blobStoreFor(config));
    app.log.info('demo family ready');
    process.stdout.write(`\nAmity demo family\n  ${demo.parents.map((p) => `${p.name}: ${p.email} / ${p.password}`).join('\n  ')}\n\n`);
  }

  const close = async (code: number) => {
    await app.close();
    await db.destroy();
    process.exit(code);
  };
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await close(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  registerProcessHandlers({ log: app.log, shutdown: close });

  await app.listen({ host: config.host, port: config.port });
  process.stdout.write(`Amity is running on http://localhost:${config.port} (${db.dialect})\n`);
}

await main();
