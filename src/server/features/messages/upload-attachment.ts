import type { Attachment } from '../../../common/schemas/messages.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { fileUrl, saveFile } from '../../files/file-store.js';
import { stripImageLocation } from '../../files/location/strip-image-location.js';
import type { Upload } from '../../files/multipart.js';
import { safeFileName } from '../../files/safe-file-name.js';
import { IMAGE_TYPES, OFFICE_TYPES, sniffType } from '../../files/sniff-type.js';

export const ATTACHMENT_MESSAGES = {
  wrongType: 'Attach an image (JPEG, PNG, WebP or GIF), a PDF or an office document (Word, Excel, PowerPoint, OpenDocument text)',
  tooLarge: 'Attachments can be up to 25 MB each',
} as const;

const ACCEPTED: readonly string[] = [...IMAGE_TYPES, 'application/pdf', ...OFFICE_TYPES];

/**
 * Stores an upload for a message still to be sent; its type is taken from its bytes, never its name.
 * A picture loses the places it carries (EXIF GPS, XMP and IPTC locations) before it is stored and
 * hashed, its pixels untouched; its name loses invisible and direction-changing characters.
 */
export async function uploadAttachment(opts: {
  db: Db;
  blobs: BlobStore;
  familyId: string;
  userId: string;
  upload: Upload;
}): Promise<Attachment> {
  const type = sniffType(opts.upload.data);
  if (!type || !ACCEPTED.includes(type)) {
    throw new AppError('unsupported_media_type', ATTACHMENT_MESSAGES.wrongType, { file: ATTACHMENT_MESSAGES.wrongType });
  }
  const file = {
    familyId: opts.familyId,
    uploadedBy: opts.userId,
    name: safeFileName(opts.upload.filename, 'attachment'),
    contentType: type,
    data: stripImageLocation(opts.upload.data, type),
    purpose: 'attachment' as const,
  };
  const saved = await saveFile({ db: opts.db, blobs: opts.blobs, file }, async (_trx, row) => row);
  return { id: saved.id, name: saved.name, type: saved.contentType, size: saved.size, url: fileUrl(saved.id) };
}
