import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { timeSlicer } from '../../event-loop/time-slicer.js';
import type { PdfTask, ToneFlagsTask } from './report-worker.js';

/** Messages sent to a worker at once for the tone coach's count. */
const TONE_BATCH = 1_000;

/** The report's CPU-heavy work, done in worker threads. */
export interface ReportWorkers {
  renderPdf(task: Omit<PdfTask, 'kind'>): Promise<Buffer>;
  countToneFlags(texts: string[]): Promise<number>;
  close(): Promise<void>;
}

/**
 * The compiled worker in production (dist/…/report-worker.js); from the sources (`tsx watch`, tests), a
 * bootstrap in scripts/ that registers tsx in the thread first, since worker threads do not inherit loaders.
 */
function workerFile(): string {
  const compiled = fileURLToPath(new URL('./report-worker.js', import.meta.url));
  if (existsSync(compiled)) return compiled;
  return fileURLToPath(new URL('../../../../scripts/report-worker-from-source.mjs', import.meta.url));
}

/**
 * A small pool of report worker threads (piscina), started on the first report and stopped after a minute idle,
 * at most one thread per spare core (and two at most): reports are rare, requests are not.
 */
export function createReportWorkers(): ReportWorkers {
  let pool: Piscina<PdfTask | ToneFlagsTask, Uint8Array | number> | undefined;
  const run = (task: PdfTask | ToneFlagsTask) => {
    pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      idleTimeout: 60_000,
    });
    return pool.run(task);
  };
  return {
    async renderPdf(task) {
      const bytes = (await run({ kind: 'pdf', ...task })) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async countToneFlags(texts) {
      // Each batch is copied to the worker when it is posted: in batches, with turns of the loop in between.
      const counts: Promise<number>[] = [];
      const slice = timeSlicer();
      for (let start = 0; start < texts.length; start += TONE_BATCH) {
        counts.push(run({ kind: 'toneFlags', texts: texts.slice(start, start + TONE_BATCH) }) as Promise<number>);
        await slice();
      }
      return (await Promise.all(counts)).reduce((sum, count) => sum + count, 0);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
