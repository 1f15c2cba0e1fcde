import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, for `app.inject`. */
export function multipartPayload(
  field: string,
  file: { name: string; type: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----amity${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
