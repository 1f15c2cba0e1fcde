import { createHash } from 'node:crypto';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { timeSlicer } from '../../event-loop/time-slicer.js';
import { canonicalJsonChunks } from './canonical-json-in-slices.js';
import type { RecordChunks } from './packed-record.js';

/** SHA-256 (hex) of the chunks' bytes end to end, a chunk at a time with turns of the event loop in between. */
export async function sha256InSlices(chunks: Buffer[]): Promise<string> {
  const hash = createHash('sha256');
  const slice = timeSlicer();
  for (const chunk of chunks) {
    hash.update(chunk);
    await slice();
  }
  return hash.digest('hex');
}

/**
 * The record's canonical JSON (keys sorted at every level, no spaces) as UTF-8 bytes, and their SHA-256: the report's
 * fingerprint. Anyone holding the record (GET /api/legal-documents/:id/record.json) can recompute it.
 */
export async function fingerprintFacts(facts: LegalReportFacts): Promise<{ record: RecordChunks; fingerprint: string }> {
  const record = await canonicalJsonChunks(facts);
  return { record, fingerprint: await sha256InSlices(record) };
}
