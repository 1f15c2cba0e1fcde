/**
 * Uploads a 190 MB video through POST /api/family-media over a real socket and samples the server's
 * memory: the video streams to the blob store (its duration read on the way), so RSS should grow by a
 * few MB, not by the file's size. Run: npx tsx bench/media-upload.ts (BENCH_VIDEO_MB to change the size).
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp } from '../src/server/testing/factories.js';
import { createTestApp } from '../src/server/testing/test-app.js';

const MB = 1024 * 1024;
const VIDEO_MB = Number(process.env.BENCH_VIDEO_MB ?? 190);

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** ftyp, a large mdat sent as one reused 1 MB chunk, then moov/mvhd saying 95.5 s. */
function* videoParts(): Generator<Buffer> {
  yield box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(8 + VIDEO_MB * MB, 0);
  mdatHead.write('mdat', 4, 'latin1');
  yield mdatHead;
  const chunk = Buffer.alloc(MB, 7);
  for (let i = 0; i < VIDEO_MB; i += 1) yield chunk;
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(95_500, 16);
  yield box('moov', box('mvhd', mvhd));
}

async function main() {
  const t = await createTestApp('sqlite');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const parent = await signUp(t.app);
  const boundary = '----amitybench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Soccer final.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/family-media',
        headers: { cookie: parent.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const parts = [head, ...videoParts(), tail][Symbol.iterator]();
    const pump = () => {
      for (let next = parts.next(); !next.done; next = parts.next()) if (!req.write(next.value)) return void req.once('drain', pump);
      req.end();
    };
    pump();
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const item = JSON.parse(answer.body) as { duration?: number; size?: number };
  console.log(
    JSON.stringify({
      status: answer.status,
      videoMb: VIDEO_MB,
      seconds: Math.round(seconds * 100) / 100,
      mbPerSecond: Math.round((VIDEO_MB / seconds) * 10) / 10,
      durationRead: item.duration,
      rssBeforeMb: Math.round(before / MB),
      rssPeakGrowthMb: Math.round((peak - before) / MB),
    }),
  );
  await t.close();
}

await main();
