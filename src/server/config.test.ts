import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults with no environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      dataDir: './data',
      databaseUrl: undefined,
      supportEmail: undefined,
      oidc: undefined,
      maxUploadMb: 25,
      mediaMaxMb: { photo: 20, video: 200 },
    });
    expect(config.ai.provider).toBe('offline');
  });

  it('stops with a message naming every bad variable', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope', OIDC_ISSUER: 'https://id.example' });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SUPPORT_EMAIL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) expect(message).toContain(name);
    }
  });

  it('shows a support address only when SUPPORT_EMAIL names one', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@family.example' }).supportEmail).toBe('help@family.example');
    expect(loadConfig({ SUPPORT_EMAIL: '' }).supportEmail).toBeUndefined();
  });

  it('enables OpenID Connect only with all three variables', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'amity', OIDC_CLIENT_SECRET: 's3cret' });
    expect(config.oidc).toEqual({ issuer: 'https://id.example', clientId: 'amity', clientSecret: 's3cret' });
  });
});
