import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@': fromRoot('./src/web'), '@common': fromRoot('./src/common') },
  },
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates once per run: an SQLite image every test copies, and the PostgreSQL schema pool.
    globalSetup: ['src/server/testing/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
