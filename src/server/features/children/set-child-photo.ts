import { CHILD_PHOTO_MESSAGES, CHILD_PHOTO_TYPES } from '../../../common/child-rules.js';
import type { Child } from '../../../common/schemas/children.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { deleteBlobs, deleteFileRows, fileUrl, saveFile } from '../../files/file-store.js';
import type { Upload } from '../../files/multipart.js';
import { sniffType } from '../../files/sniff-type.js';
import { getChild } from './list-children.js';
import { resizeToAvatar } from './resize-photo.js';

const ACCEPTED: readonly string[] = CHILD_PHOTO_TYPES;

function avatarName(childName: string): string {
  const base = childName.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'child';
  return `${base}.webp`;
}

/** Replaces a child's photo: checks the bytes are an image we accept, stores a square avatar, removes the old one. */
export async function setChildPhoto(opts: {
  db: Db;
  blobs: BlobStore;
  familyId: string;
  userId: string;
  id: string;
  upload: Upload;
}): Promise<Child> {
  const { db, blobs, familyId, id } = opts;
  const child = notFoundUnless(await getChild({ db, familyId, id }));
  const type = sniffType(opts.upload.data);
  if (!type || !ACCEPTED.includes(type)) {
    throw new AppError('unsupported_media_type', CHILD_PHOTO_MESSAGES.wrongType, { photo: CHILD_PHOTO_MESSAGES.wrongType });
  }
  const avatar = await resizeToAvatar(opts.upload.data);
  const file = {
    familyId,
    uploadedBy: opts.userId,
    name: avatarName(child.name),
    contentType: 'image/webp',
    data: avatar,
    purpose: 'child_photo' as const,
  };
  const oldKeys = await saveFile({ db, blobs, file }, async (trx, saved) => {
    const current = notFoundUnless(
      await trx.selectFrom('children').select('photoFileId').where('id', '=', id).where('familyId', '=', familyId).executeTakeFirst(),
    );
    await trx
      .updateTable('children')
      .set({ photoFileId: saved.id, profileImageUrl: fileUrl(saved.id) })
      .where('id', '=', id)
      .execute();
    return deleteFileRows(trx, familyId, [current.photoFileId]);
  });
  await deleteBlobs(blobs, oldKeys);
  return notFoundUnless(await getChild({ db, familyId, id }));
}
