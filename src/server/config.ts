import { z } from 'zod';
import { STANDARD_PASSWORD_COST, type PasswordHashCost } from './auth/password.js';
import { CHECKPOINT_KEY_HINT, isCheckpointKey } from './message-record/checkpoint-key.js';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
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
});

/** Rules across variables, checked on the raw environment so they are reported together with the others. */
function crossVariableIssues(source: NodeJS.ProcessEnv): string[] {
  const issues: string[] = [];
  const oidcKeys = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const set = oidcKeys.filter((key) => source[key]);
  if (set.length > 0 && set.length < oidcKeys.length) {
    for (const key of oidcKeys) if (!source[key]) issues.push(`  ${key}: is required when any OIDC_* variable is set`);
  }
  if (source.AI_PROVIDER === 'openai' && !source.OPENAI_BASE_URL) issues.push('  OPENAI_BASE_URL: is required when AI_PROVIDER=openai');
  return issues;
}

export type Env = z.infer<typeof envSchema>;

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
  ai: { provider: Env['AI_PROVIDER']; baseUrl?: string; apiKey?: string; model?: string };
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  maxUploadMb: number;
  /** Media library limits, separate from MAX_UPLOAD_MB because videos are much larger than documents. */
  mediaMaxMb: { photo: number; video: number };
  logLevel: Env['LOG_LEVEL'];
  demo: boolean;
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
    ai: { provider: env.AI_PROVIDER, baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL },
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined,
    maxUploadMb: env.MAX_UPLOAD_MB,
    mediaMaxMb: { photo: env.MEDIA_MAX_PHOTO_MB, video: env.MEDIA_MAX_VIDEO_MB },
    logLevel: env.LOG_LEVEL,
    demo: env.AMITY_DEMO,
    passwordHashCost: STANDARD_PASSWORD_COST,
  };
}
