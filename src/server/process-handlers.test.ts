import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `body` in a fresh Node process with the handlers registered; answers its exit code and output. */
function runWithHandlers(body: string): { status: number | null; output: string } {
  const script = `
    import Fastify from 'fastify';
    import { registerProcessHandlers } from './src/server/process-handlers.ts';
    const { log } = Fastify({ logger: { level: 'warn' } });
    registerProcessHandlers({ log, shutdown: async (code) => { console.log('shutdown ' + code); process.exit(code); } });
    ${body}
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('process-level handlers', () => {
  it('log a database outage that escaped and carry on', () => {
    const { status, output } = runWithHandlers(`
      Promise.reject(new Error('Connection terminated unexpectedly'));
      setTimeout(() => { throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }); }, 10);
      setTimeout(() => { console.log('still running'); process.exit(0); }, 200);
    `);
    expect(status, output).toBe(0);
    expect(output).toContain('still running');
    expect(output.match(/database unavailable; carrying on/g)).toHaveLength(2);
  });

  it('shut down with exit code 1 on a programming error, after logging it as fatal', () => {
    const { status, output } = runWithHandlers(`
      Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')"));
      setTimeout(() => { console.log('still running'); process.exit(0); }, 2000);
    `);
    expect(status, output).toBe(1);
    expect(output).toContain('programming error; shutting down');
    expect(output).toContain('"level":60');
    expect(output).toContain('shutdown 1');
    expect(output).not.toContain('still running');
  });
});
