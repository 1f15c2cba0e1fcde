import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed keys: it checks request signatures against them. */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestS3Server {
  /** The variables that point Amity at this server's bucket. */
  env: Record<string, string>;
  /** Every request the server received, as 'METHOD /path?query'. */
  requests: string[];
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port with one empty bucket, its data in a temporary folder. */
export async function startTestS3Server(bucket = 'amity-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'amity-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.on('request', (request: { method?: string; url?: string }) => requests.push(`${request.method} ${request.url}`));
  return {
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_REGION: 'us-east-1', ...KEYS },
    requests,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
