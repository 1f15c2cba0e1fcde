import type { FastifyRequest } from 'fastify';
import { EXPENSE_MESSAGES, RECEIPT_FIELD, RECEIPT_MAX_MB, RECEIPT_TYPES } from '../../../common/expenses/expense-rules.js';
import { PAYMENT_MESSAGES, PROOF_FIELD, PROOF_MAX_MB } from '../../../common/expenses/payment-rules.js';
import { AppError } from '../../errors.js';
import type { NewFile } from '../../files/file-store.js';
import { MB, readUpload, type Upload } from '../../files/multipart.js';
import { sniffType } from '../../files/sniff-type.js';
import { uploadName } from './upload-name.js';

const ACCEPTED: readonly string[] = RECEIPT_TYPES;

/** A receipt and a payment's proof differ only by their form field, size limit, messages and fallback name. */
const DOCUMENTS = {
  receipt: {
    field: RECEIPT_FIELD,
    maxMb: RECEIPT_MAX_MB,
    tooLarge: EXPENSE_MESSAGES.receiptTooLarge,
    wrongType: EXPENSE_MESSAGES.receiptWrongType,
    fallbackName: 'receipt',
  },
  payment_proof: {
    field: PROOF_FIELD,
    maxMb: PROOF_MAX_MB,
    tooLarge: PAYMENT_MESSAGES.proofTooLarge,
    wrongType: PAYMENT_MESSAGES.proofWrongType,
    fallbackName: 'payment proof',
  },
} as const;

type DocumentPurpose = keyof typeof DOCUMENTS;

/** The receipt or proof a request uploads, refused with 413 over its limit. */
export function readDocumentUpload(request: FastifyRequest, purpose: DocumentPurpose): Promise<Upload> {
  const { field, maxMb, tooLarge } = DOCUMENTS[purpose];
  return readUpload(request, { field, maxBytes: maxMb * MB, tooLargeMessage: tooLarge });
}

/**
 * A receipt or a payment's proof as the file to save: a photo or a PDF by what its bytes are (not by its
 * name), else a 415 that names the form's field.
 */
export function documentFile(opts: { familyId: string; userId: string; upload: Upload; purpose: DocumentPurpose }): NewFile {
  const { familyId, userId, upload, purpose } = opts;
  const { field, wrongType, fallbackName } = DOCUMENTS[purpose];
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
