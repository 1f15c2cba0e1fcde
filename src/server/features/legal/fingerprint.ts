import { createHash } from 'node:crypto';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { canonicalJsonInSlices } from './canonical-json-in-slices.js';

/**
 * The record's canonical JSON (keys sorted at every level, no spaces) and its SHA-256: the report's
 * fingerprint. Anyone holding the record (GET /api/legal-documents/:id/record.json) can recompute it.
 */
export async function fingerprintFacts(facts: LegalReportFacts): Promise<{ canonical: string; fingerprint: string }> {
  const canonical = await canonicalJsonInSlices(facts);
  return { canonical, fingerprint: createHash('sha256').update(canonical, 'utf8').digest('hex') };
}
