import { RECEIPT_TYPES } from '../../../common/expenses/expense-rules.js';
import { AppError } from '../../errors.js';
import type { NewFile } from '../../files/file-store.js';
import type { Upload } from '../../files/multipart.js';
import { sniffType } from '../../files/sniff-type.js';
import { uploadName } from './upload-name.js';

const ACCEPTED: readonly string[] = RECEIPT_TYPES;

/**
 * A receipt or a payment's proof as the file to save: a photo or a PDF by what its bytes are (not by its
 * name), else a 415 that names the form's field.
 */
export function documentFile(opts: {
  familyId: string;
  userId: string;
  upload: Upload;
  purpose: 'receipt' | 'payment_proof';
  /** The name when the uploaded one has nothing usable: 'receipt', 'payment proof'. */
  fallbackName: string;
  field: string;
  wrongType: string;
}): NewFile {
  const { familyId, userId, upload, purpose, fallbackName, field, wrongType } = opts;
  const type = sniffType(upload.data);
  if (!type || !ACCEPTED.includes(type)) throw new AppError('unsupported_media_type', wrongType, { [field]: wrongType });
  return {
    familyId,
    uploadedBy: userId,
    name: uploadName(upload.filename, type, fallbackName),
    contentType: type,
    data: upload.data,
    purpose,
  };
}
