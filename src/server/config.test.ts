import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, OUTBOX_MAIL_FROM } from './config.js';

const SITE = 'https://amity.example.org';

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

  it('keeps mail in the outbox without SMTP, and reads SMTP from a URL or from a host and its settings', () => {
    expect(loadConfig({}).mail).toEqual({ from: OUTBOX_MAIL_FROM, smtp: undefined });
    const byUrl = loadConfig({ SMTP_URL: 'smtps://amity:pw@mail.example.org', MAIL_FROM: 'Amity <amity@example.org>', PUBLIC_URL: SITE });
    expect(byUrl.mail).toEqual({ from: 'Amity <amity@example.org>', smtp: { url: 'smtps://amity:pw@mail.example.org' } });
    const byHost = loadConfig({
      SMTP_HOST: 'mail.example.org',
      SMTP_SECURE: '1',
      SMTP_USER: 'amity',
      SMTP_PASSWORD: 'pw',
      MAIL_FROM: 'amity@example.org',
      PUBLIC_URL: SITE,
    });
    expect(byHost.mail.smtp).toEqual({ host: 'mail.example.org', port: 465, secure: true, auth: { user: 'amity', pass: 'pw' } });
    expect(loadConfig({ SMTP_HOST: 'relay.local', MAIL_FROM: 'a@b.example', PUBLIC_URL: SITE }).mail.smtp).toEqual({
      host: 'relay.local',
      port: 587,
      secure: false,
      auth: undefined,
    });
  });

  it('names every SMTP setting that does not fit with the others', () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected a configuration error');
    };
    expect(messageOf({ SMTP_URL: 'http://mail.example.org' })).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(messageOf({ SMTP_HOST: 'mail.example.org' })).toContain('MAIL_FROM: is required when SMTP is configured');
    expect(messageOf({ SMTP_HOST: 'mail.example.org' })).toContain('PUBLIC_URL: is required when SMTP is configured');
    expect(messageOf({ SMTP_URL: 'smtp://a', SMTP_HOST: 'b', MAIL_FROM: 'a@b.example' })).toContain('set SMTP_URL or SMTP_HOST, not both');
    expect(messageOf({ SMTP_USER: 'amity' })).toContain('SMTP_USER: is used only with SMTP_HOST');
    expect(messageOf({ SMTP_HOST: 'h', SMTP_USER: 'amity', MAIL_FROM: 'a@b.example' })).toContain(
      'SMTP_PASSWORD: is required with SMTP_USER',
    );
    expect(messageOf({ MAIL_FROM: 'Amity' })).toContain('MAIL_FROM: must be an address');
    expect(messageOf({ SMTP_HOST: 'h', SMTP_PORT: '99999', MAIL_FROM: 'a@b.example' })).toContain('SMTP_PORT: must be at most 65535');
  });
});
