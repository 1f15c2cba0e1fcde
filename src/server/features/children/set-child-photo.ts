import { CHILD_PHOTO_MESSAGES, CHILD_PHOTO_TYPES } from '../../../common/child-rules.js';
import type { Child } from '../../../common/schemas/children.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { fileUrl, replaceFile, type RecordUpload } from '../../files/file-store.js';
import { sniffType } from '../../files/sniff-type.js';
import { auditChildEdit } from './child-audit.js';
import { getChild } from './list-children.js';
import { lockChild } from './lock-child.js';
import { resizeToAvatar } from './resize-photo.js';

const ACCEPTED: readonly string[] = CHILD_PHOTO_TYPES;

function avatarName(childName: string): string {
  const base = childName.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'child';
  return `${base}.webp`;
}

/** Replaces a child's photo: checks the bytes are an image we accept, stores a square avatar, removes the old one. */
export async function setChildPhoto(opts: RecordUpload): Promise<Child> {
  const { db, blobs, familyId, id } = opts;
  const child = notFoundUnless(await getChild(db.kysely, { familyId, id }));
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
  const { after } = await replaceFile({ db, blobs, file }, async (trx, saved) => {
    // Read again inside the transaction: the child may have been changed or archived while the photo was resized.
    await lockChild(trx, db.dialect, { familyId, id });
    const before = notFoundUnless(await getChild(trx, { familyId, id }));
    const current = await trx.selectFrom('children').select('photoFileId').where('id', '=', id).executeTakeFirstOrThrow();
    await trx
      .updateTable('children')
      .set({ photoFileId: saved.id, profileImageUrl: fileUrl(saved.id) })
      .where('id', '=', id)
      .execute();
    const updated = notFoundUnless(await getChild(trx, { familyId, id }));
    await auditChildEdit(trx, { familyId, actorId: opts.userId, before, after: updated });
    return { replaced: current.photoFileId, after: updated };
  });
  return after;
}
