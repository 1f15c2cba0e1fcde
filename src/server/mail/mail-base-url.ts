import type { Config } from '../config.js';

/**
 * The address links in emails point to. PUBLIC_URL is required with SMTP; without it mail only reaches the
 * outbox, read on this machine, so the local address serves.
 */
export function mailBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
