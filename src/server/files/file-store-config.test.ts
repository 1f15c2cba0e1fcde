import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

function messageOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

const S3 = { S3_BUCKET: 'amity-files', S3_ENDPOINT: 'http://minio.internal:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'key' };
const SHARED_KEYS = {
  DATABASE_URL: 'postgres://amity@db/amity',
  SESSION_SECRET: 'x'.repeat(32),
  CHECKPOINT_SIGNING_KEY: 'MC4CAQAwBQYDK2VwBCIEIKfp1Dr2Gl3dDzGk2JbV8P1mLkvkcjvGzvyMdgZUm6kG',
  VAPID_PUBLIC_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
};

describe('file store configuration', () => {
  it('keeps files on disk by default, and in the bucket when S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(S3).s3).toEqual({
      bucket: 'amity-files',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
    });
    // On AWS itself, with the SDK's own credentials (AWS_ACCESS_KEY_ID, a profile or an instance role).
    expect(loadConfig({ S3_BUCKET: 'amity-files', S3_REGION: 'eu-west-3' }).s3).toEqual({
      bucket: 'amity-files',
      region: 'eu-west-3',
      endpoint: undefined,
      credentials: undefined,
    });
  });

  it('names every S3 setting that does not fit', () => {
    expect(messageOf({ S3_ENDPOINT: 'http://minio:9000' })).toContain('S3_ENDPOINT: is used only with S3_BUCKET');
    expect(messageOf({ ...S3, S3_SECRET_ACCESS_KEY: '' })).toContain('S3_SECRET_ACCESS_KEY: set both S3 keys or neither');
    expect(messageOf({ ...S3, S3_BUCKET: 'My_Files' })).toContain('S3_BUCKET: must be a bucket name');
    expect(messageOf({ ...S3, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT: must be an http:// or https:// URL');
  });

  it('refuses to start several instances on what one machine keeps: the disk store, SQLite, generated keys', () => {
    const message = messageOf({ MULTIPLE_INSTANCES: '1' });
    for (const name of ['DATABASE_URL', 'S3_BUCKET', 'SESSION_SECRET', 'CHECKPOINT_SIGNING_KEY', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']) {
      expect(message).toContain(`${name}: is required with MULTIPLE_INSTANCES=1`);
    }
    expect(messageOf({ MULTIPLE_INSTANCES: '1', ...SHARED_KEYS })).toContain(
      "S3_BUCKET: is required with MULTIPLE_INSTANCES=1 (files on one instance's disk",
    );
    expect(loadConfig({ MULTIPLE_INSTANCES: '1', ...SHARED_KEYS, ...S3 }).s3?.bucket).toBe('amity-files');
  });
});
