import { createHash } from 'node:crypto';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { timeSlicer } from '../../event-loop/time-slicer.js';
import { canonicalJsonInSlices } from './canonical-json-in-slices.js';

/** Characters hashed between two checks of the time slice: a record of megabytes is hashed in steps. */
const HASH_STEP = 256 * 1024;

/** The end of a step, moved past a high surrogate so no character is cut in two (its UTF-8 would change). */
function stepEnd(text: string, end: number): number {
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end + 1 : end;
}

/** SHA-256 (hex) of the text's UTF-8, hashed in steps with turns of the event loop in between. */
export async function sha256InSlices(text: string): Promise<string> {
  const hash = createHash('sha256');
  const slice = timeSlicer();
  for (let start = 0; start < text.length;) {
    const end = stepEnd(text, Math.min(start + HASH_STEP, text.length));
    hash.update(text.slice(start, end), 'utf8');
    start = end;
    await slice();
  }
  return hash.digest('hex');
}

/**
 * The record's canonical JSON (keys sorted at every level, no spaces) and its SHA-256: the report's
 * fingerprint. Anyone holding the record (GET /api/legal-documents/:id/record.json) can recompute it.
 */
export async function fingerprintFacts(facts: LegalReportFacts): Promise<{ canonical: string; fingerprint: string }> {
  const canonical = await canonicalJsonInSlices(facts);
  return { canonical, fingerprint: await sha256InSlices(canonical) };
}
