import { z } from 'zod';
import type { S3Settings } from './s3-blob-store.js';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The variables of the file store and of running several instances, merged into the configuration's schema. */
export const fileStoreEnvShape = {
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, dots and dashes)'),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  MULTIPLE_INSTANCES: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
};

type FileStoreEnv = z.infer<z.ZodObject<typeof fileStoreEnvShape>>;

/** Keys Amity generates into DATA_DIR when they are not given: each instance would make its own. */
const GENERATED_KEYS = ['SESSION_SECRET', 'CHECKPOINT_SIGNING_KEY', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const;

/**
 * Rules across variables: S3 settings only with a bucket, both keys or neither, and several instances only on what
 * they can share (PostgreSQL, a bucket, the same keys). A file on one instance's disk is not found by the others.
 */
export function fileStoreIssues(source: NodeJS.ProcessEnv): string[] {
  const issues: string[] = [];
  if (!source.S3_BUCKET) {
    for (const key of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (source[key]) issues.push(`  ${key}: is used only with S3_BUCKET`);
    }
  } else if (Boolean(source.S3_ACCESS_KEY_ID) !== Boolean(source.S3_SECRET_ACCESS_KEY)) {
    issues.push(`  ${source.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3 keys or neither`);
  }
  if (source.MULTIPLE_INSTANCES === '1' || source.MULTIPLE_INSTANCES === 'true') {
    const why = 'is required with MULTIPLE_INSTANCES=1';
    if (!source.DATABASE_URL) issues.push(`  DATABASE_URL: ${why} (several instances share one PostgreSQL database)`);
    if (!source.S3_BUCKET) issues.push(`  S3_BUCKET: ${why} (files on one instance's disk are not found by the others)`);
    for (const key of GENERATED_KEYS) if (!source[key]) issues.push(`  ${key}: ${why} (every instance needs the same key)`);
  }
  return issues;
}

export function s3Settings(env: FileStoreEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
