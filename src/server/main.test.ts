import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('server start', () => {
  it('stops with a message naming the bad variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port', SUPPORT_EMAIL: 'nobody' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT: must be a port number');
    expect(run.stderr).toContain('SUPPORT_EMAIL: must be an email address');
  });
});
