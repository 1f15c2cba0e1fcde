import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Database, FilePurpose, FilesTable } from '../db/schema.js';
import type { BlobStore } from './blob-store.js';
import { configuredBlobStore } from './configured-blob-store.js';
import type { Upload } from './multipart.js';
import { safeFileName } from './safe-file-name.js';

export type StoredFile = Selectable<FilesTable>;

/** The blob store for this configuration: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function blobStoreFor(config: Pick<Config, 'dataDir' | 's3'>): BlobStore {
  return configuredBlobStore(config);
}

export const fileUrl = (fileId: string): string => `/api/files/${fileId}`;

export interface NewFile {
  familyId: string;
  uploadedBy: string;
  name: string;
  contentType: string;
  data: Buffer;
  purpose: FilePurpose;
  /** The only user who may see it; omit for the whole family. */
  privateTo?: string | null;
}

/**
 * Stores the bytes, then records the file and runs `then` in one transaction. If anything fails the
 * row is rolled back and the bytes removed, so no half-written upload is left behind. The name is made
 * safe to show (no folders, no invisible or direction-changing characters) whatever the upload path.
 */
export async function saveFile<T>(
  opts: { db: Db; blobs: BlobStore; file: NewFile },
  then: (trx: Transaction<Database>, file: StoredFile) => Promise<T>,
): Promise<T> {
  const { db, blobs, file } = opts;
  const row: StoredFile = {
    id: randomUUID(),
    familyId: file.familyId,
    uploadedBy: file.uploadedBy,
    name: safeFileName(file.name),
    contentType: file.contentType,
    size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    storageKey: randomBytes(16).toString('hex'),
    createdAt: new Date().toISOString(),
    purpose: file.purpose,
    privateTo: file.privateTo ?? null,
  };
  await blobs.put(row.storageKey, file.data);
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('files').values(row).execute();
      return then(trx, row);
    });
  } catch (error) {
    await blobs.delete(row.storageKey);
    throw error;
  }
}

/** A parent's upload for one record of their family (a child's photo, an expense's receipt). */
export interface RecordUpload {
  db: Db;
  blobs: BlobStore;
  familyId: string;
  userId: string;
  /** The record the file is for. */
  id: string;
  upload: Upload;
}

/**
 * Saves a file that takes the place of another (a photo, a receipt): `then` records it inside the transaction
 * and names the file it replaced, whose row goes in the same transaction and whose bytes go after commit.
 */
export async function replaceFile<T extends { replaced: string | null }>(
  opts: { db: Db; blobs: BlobStore; file: NewFile },
  then: (trx: Transaction<Database>, file: StoredFile) => Promise<T>,
): Promise<T> {
  const { result, oldKeys } = await saveFile(opts, async (trx, saved) => {
    const result = await then(trx, saved);
    return { result, oldKeys: await deleteFileRows(trx, opts.file.familyId, [result.replaced]) };
  });
  await deleteBlobs(opts.blobs, oldKeys);
  return result;
}

/**
 * Deletes file rows of a family inside a transaction; returns their storage keys for `deleteBlobs` after
 * commit. A file a message references is never deleted, whatever route asks (the message record stays
 * whole): its row and bytes stay, and the database refuses the delete too (no cascade from files).
 */
export async function deleteFileRows(trx: Transaction<Database>, familyId: string, fileIds: (string | null)[]): Promise<string[]> {
  const ids = fileIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  const rows = await trx
    .deleteFrom('files')
    .where('familyId', '=', familyId)
    .where('id', 'in', ids)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('messageAttachments').select('messageAttachments.fileId').whereRef('messageAttachments.fileId', '=', 'files.id')),
      ),
    )
    .returning('storageKey')
    .execute();
  return rows.map((r) => r.storageKey);
}

/** Removes bytes whose rows are gone. Called after the transaction commits, so a rollback never loses data. */
export async function deleteBlobs(blobs: BlobStore, storageKeys: string[]): Promise<void> {
  await Promise.all(storageKeys.map((key) => blobs.delete(key)));
}

export async function findFamilyFile(db: Db, familyId: string, id: string): Promise<StoredFile | undefined> {
  return db.kysely.selectFrom('files').selectAll().where('id', '=', id).where('familyId', '=', familyId).executeTakeFirst();
}
