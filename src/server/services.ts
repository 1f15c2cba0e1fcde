import type { Config } from './config.js';
import type { Db } from './db/database.js';

/** What every route needs, built once in buildApp and reachable as `app.services`. */
export interface Services {
  config: Config;
  db: Db;
  /** Key for hashing session, invitation and feed tokens. */
  secret: string;
  /** Directory of the built client, when it exists. */
  webDir: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
