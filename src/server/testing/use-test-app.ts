import { afterEach, beforeEach } from 'vitest';
import type { Dialect } from '../db/database.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A fresh app on `dialect` for every test of the enclosing describe, closed after it. The object returned is
 * refilled before each test, so keep the object and read its fields inside the tests (t.app, t.db). `env` may
 * be a function when its values are known only once the suite runs (a fake server's address).
 */
export function useTestApp(dialect: Dialect, env: Record<string, string> | (() => Record<string, string>) = {}): TestApp {
  const t = {} as TestApp;
  beforeEach(async () => {
    Object.assign(t, await createTestApp(dialect, typeof env === 'function' ? env() : env));
  });
  afterEach(async () => {
    await t.close();
  });
  return t;
}
