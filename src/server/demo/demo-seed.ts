import type { Db } from '../db/database.js';
import type { BlobStore } from '../files/blob-store.js';

/** What each part of the demo is seeded with: the family, its two parents' user ids, and the instant it is seeded at. */
export interface DemoSeed {
  db: Db;
  /** Where files go; without one, the parts that need files are left out. */
  blobs: BlobStore | undefined;
  familyId: string;
  parents: readonly [string, string];
  now: Date;
}
