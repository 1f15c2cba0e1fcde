import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

export const MB = 1024 * 1024;

/** Registers multipart parsing once, capped by MAX_UPLOAD_MB; each route asks for its own, lower, limit. */
export async function registerMultipart(app: FastifyInstance, config: Pick<Config, 'maxUploadMb'>): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.maxUploadMb * MB, files: 1, fields: 10, parts: 20, fieldSize: 64 * 1024, headerPairs: 100 },
  });
}

export interface Upload {
  filename: string;
  data: Buffer;
}

function isFileTooLarge(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads the one file of a multipart request from `field` into memory, at most `maxBytes`
 * (and never more than MAX_UPLOAD_MB). Answers 415 when the request is not multipart, 400 when the
 * field is missing and 413 with `tooLargeMessage` when the file is too big.
 */
export async function readUpload(
  request: FastifyRequest,
  opts: { field: string; maxBytes: number; tooLargeMessage: string },
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', `Send the ${opts.field} as multipart/form-data`, {
      [opts.field]: 'Choose a file to upload',
    });
  }
  const cap = Math.min(opts.maxBytes, request.server.services.config.maxUploadMb * MB);
  const tooLarge = () => new AppError('payload_too_large', opts.tooLargeMessage, { [opts.field]: opts.tooLargeMessage });
  try {
    const part = await request.file({ limits: { fileSize: cap } });
    if (!part || part.fieldname !== opts.field) {
      part?.file.resume();
      throw new AppError('bad_request', `Choose a file to upload as '${opts.field}'`, { [opts.field]: 'Choose a file to upload' });
    }
    const data = await part.toBuffer();
    if (data.length === 0) throw new AppError('bad_request', 'The file is empty', { [opts.field]: 'The file is empty' });
    return { filename: part.filename, data };
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge();
    throw error;
  }
}
