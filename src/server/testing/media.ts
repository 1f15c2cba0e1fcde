import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SignedInParent } from './factories.js';

export type Part = { name: string; type: string; data: Buffer };

/** A multipart body with text fields before the one file part, as the media screen sends it. */
export function multipartWithFields(file: Part, fields: Record<string, string> = {}) {
  const boundary = `----amity${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(parts.join('') + head, 'utf8'), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadMediaRequest(app: FastifyInstance, parent: SignedInParent, file: Part, fields: Record<string, string> = {}) {
  const { payload, headers } = multipartWithFields(file, fields);
  return app.inject({ method: 'POST', url: '/api/family-media', payload, headers: { ...headers, cookie: parent.cookie } });
}

/** Where the disk blob store keeps a file's bytes. */
export const blobPath = (dataDir: string, storageKey: string): string => join(dataDir, 'files', storageKey.slice(0, 2), storageKey);
