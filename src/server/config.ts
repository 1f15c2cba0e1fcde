import { z } from 'zod';
import { STANDARD_PASSWORD_COST, type PasswordHashCost } from './auth/password.js';
import { fileStoreEnvShape, fileStoreIssues, s3Settings } from './files/file-store-config.js';
import type { S3Settings } from './files/s3-blob-store.js';
import { CHECKPOINT_KEY_HINT, isCheckpointKey } from './message-record/checkpoint-key.js';
import { isVapidPrivateKey, isVapidPublicKey, isVapidSubject, VAPID_HINT, vapidSubjectFor } from './push/vapid-settings.js';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalPort = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65535, 'must be at most 65535').optional(),
);
/** 'amity@example.org' or 'Amity <amity@example.org>'. */
const MAILBOX = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0)
    .max(65535, 'must be at most 65535')
    .default(5000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SESSION_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  CHECKPOINT_SIGNING_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().refine(isCheckpointKey, CHECKPOINT_KEY_HINT).optional(),
  ),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: flag,
  SUPPORT_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email({ error: 'must be an email address' }).optional()),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  SMTP_HOST: optionalString,
  SMTP_PORT: optionalPort,
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_SECURE: flag,
  MAIL_FROM: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().regex(MAILBOX, 'must be an address, e.g. Amity <amity@example.org>').optional(),
  ),
  VAPID_PUBLIC_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isVapidPublicKey, VAPID_HINT.publicKey).optional()),
  VAPID_PRIVATE_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().refine(isVapidPrivateKey, VAPID_HINT.privateKey).optional(),
  ),
  VAPID_SUBJECT: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isVapidSubject, VAPID_HINT.subject).optional()),
  AI_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: optionalString,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  MAX_UPLOAD_MB: z.coerce.number({ error: 'must be a whole number of megabytes' }).int().min(1).max(1024).default(25),
  MEDIA_MAX_PHOTO_MB: z.coerce.number({ error: 'must be a whole number of megabytes' }).int().min(1).max(1024).default(20),
  MEDIA_MAX_VIDEO_MB: z.coerce.number({ error: 'must be a whole number of megabytes' }).int().min(1).max(4096).default(200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AMITY_DEMO: flag,
  ...fileStoreEnvShape,
});

/** Rules across variables, checked on the raw environment so they are reported together with the others. */
function crossVariableIssues(source: NodeJS.ProcessEnv): string[] {
  const issues: string[] = [];
  const oidcKeys = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const set = oidcKeys.filter((key) => source[key]);
  if (set.length > 0 && set.length < oidcKeys.length) {
    for (const key of oidcKeys) if (!source[key]) issues.push(`  ${key}: is required when any OIDC_* variable is set`);
  }
  issues.push(...smtpIssues(source));
  issues.push(...fileStoreIssues(source));
  if (Boolean(source.VAPID_PUBLIC_KEY) !== Boolean(source.VAPID_PRIVATE_KEY)) {
    issues.push(`  ${source.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: set both VAPID keys or neither`);
  }
  if (source.AI_PROVIDER === 'openai' && !source.OPENAI_BASE_URL) issues.push('  OPENAI_BASE_URL: is required when AI_PROVIDER=openai');
  return issues;
}

/** SMTP is set by SMTP_URL or by SMTP_HOST and its companions, never both; real mail needs a real sender and address. */
function smtpIssues(source: NodeJS.ProcessEnv): string[] {
  const issues: string[] = [];
  const companions = ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_SECURE'] as const;
  if (source.SMTP_URL && source.SMTP_HOST) issues.push('  SMTP_HOST: set SMTP_URL or SMTP_HOST, not both');
  if (!source.SMTP_HOST) {
    for (const key of companions) if (source[key]) issues.push(`  ${key}: is used only with SMTP_HOST`);
  } else if (Boolean(source.SMTP_USER) !== Boolean(source.SMTP_PASSWORD)) {
    issues.push(
      `  ${source.SMTP_USER ? 'SMTP_PASSWORD' : 'SMTP_USER'}: is required with ${source.SMTP_USER ? 'SMTP_USER' : 'SMTP_PASSWORD'}`,
    );
  }
  if (source.SMTP_URL || source.SMTP_HOST) {
    if (!source.MAIL_FROM) issues.push('  MAIL_FROM: is required when SMTP is configured');
    // Links in mail that leaves the machine must not take their host from a request anyone can send.
    if (!source.PUBLIC_URL) issues.push('  PUBLIC_URL: is required when SMTP is configured (links in emails point there)');
  }
  return issues;
}

export type Env = z.infer<typeof envSchema>;

/** How mail leaves: an SMTP URL (smtp:// or smtps://, credentials inside), or a host with its settings. */
export type SmtpSettings =
  { url: string } | { host: string; port: number; secure: boolean; auth: { user: string; pass: string } | undefined };

/** Without SMTP, mail is written to DATA_DIR/outbox as .eml files. */
export const OUTBOX_MAIL_FROM = 'Amity <amity@localhost>';
const SMTP_PORT = { plain: 587, secure: 465 };

function smtpSettings(env: Env): SmtpSettings | undefined {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  if (!env.SMTP_HOST) return undefined;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ?? (env.SMTP_SECURE ? SMTP_PORT.secure : SMTP_PORT.plain),
    secure: env.SMTP_SECURE,
    auth: env.SMTP_USER && env.SMTP_PASSWORD ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
  };
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  /** Ed25519 private key signing conversation checkpoints; generated in DATA_DIR when not given. */
  checkpointSigningKey: string | undefined;
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** Shown on Profile's about card; without it the card shows no support line. */
  supportEmail: string | undefined;
  /** Outgoing mail: the sender, and SMTP when configured (otherwise the outbox folder in DATA_DIR). */
  mail: { from: string; smtp: SmtpSettings | undefined };
  /** Web Push: VAPID keys from the environment (generated into DATA_DIR when absent) and the contact push services see. */
  push: { vapidKeys: { publicKey: string; privateKey: string } | undefined; subject: string };
  ai: { provider: Env['AI_PROVIDER']; baseUrl?: string; apiKey?: string; model?: string };
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  maxUploadMb: number;
  /** Media library limits, separate from MAX_UPLOAD_MB because videos are much larger than documents. */
  mediaMaxMb: { photo: number; video: number };
  logLevel: Env['LOG_LEVEL'];
  demo: boolean;
  /** Uploaded files go to this S3-compatible bucket when set, else to DATA_DIR/files (one instance only). */
  s3: S3Settings | undefined;
  /** argon2id cost of new password hashes: always the standard one from the environment; only tests build a cheaper config. */
  passwordHashCost: PasswordHashCost;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)),
    ...crossVariableIssues(source),
  ];
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    checkpointSigningKey: env.CHECKPOINT_SIGNING_KEY,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    supportEmail: env.SUPPORT_EMAIL,
    mail: { from: env.MAIL_FROM ?? OUTBOX_MAIL_FROM, smtp: smtpSettings(env) },
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      subject:
        env.VAPID_SUBJECT ?? vapidSubjectFor({ publicUrl: env.PUBLIC_URL, mailFrom: env.MAIL_FROM, supportEmail: env.SUPPORT_EMAIL }),
    },
    ai: { provider: env.AI_PROVIDER, baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL },
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined,
    maxUploadMb: env.MAX_UPLOAD_MB,
    mediaMaxMb: { photo: env.MEDIA_MAX_PHOTO_MB, video: env.MEDIA_MAX_VIDEO_MB },
    logLevel: env.LOG_LEVEL,
    demo: env.AMITY_DEMO,
    s3: s3Settings(env),
    passwordHashCost: STANDARD_PASSWORD_COST,
  };
}
