import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  MEDIA_FILE_FIELD,
  MEDIA_LOCATION_FIELD,
  MEDIA_MESSAGES,
  MEDIA_PEOPLE_FIELD,
  type MediaLocationChoice,
} from '../../../common/media-rules.js';
import { AppError } from '../../errors.js';
import type { BlobStore } from '../../files/blob-store.js';
import { createMp4LocationFilter, Mp4IndexTooLargeError } from '../../files/location/mp4-location.js';
import { MB } from '../../files/multipart.js';
import { IMAGE_TYPES, sniffType, VIDEO_TYPES, type ImageType, type VideoType } from '../../files/sniff-type.js';
import { readLocationField } from './location-field.js';
import { createMp4DurationReader } from './mp4-duration.js';
import { readPeopleField } from './people-field.js';

/** Enough leading bytes for every signature sniffType knows (office documents look furthest, into the ZIP directory). */
const HEAD_BYTES = 8192;

export type MediaUpload = { filename: string; people: string[]; keepLocation: MediaLocationChoice } & (
  | { kind: 'photo'; contentType: ImageType; data: Buffer }
  | {
      kind: 'video';
      contentType: VideoType;
      storageKey: string;
      size: number;
      sha256: string;
      durationSeconds: number | undefined;
      /** Where it was filmed ('lat, lon'), read from an MP4/QuickTime location box; removed from the stored file unless shared. */
      location: string | undefined;
    }
);

const isImage = (type: string | undefined): type is ImageType => (IMAGE_TYPES as readonly (string | undefined)[]).includes(type);
const isVideo = (type: string | undefined): type is VideoType => (VIDEO_TYPES as readonly (string | undefined)[]).includes(type);
const badFile = (code: 'bad_request' | 'unsupported_media_type' | 'payload_too_large', message: string) =>
  new AppError(code, message, { [MEDIA_FILE_FIELD]: message });

/**
 * Reads the one file of a media upload, deciding from its first bytes what it is: a photo is kept in
 * memory (at most the photo limit, sharp needs it whole); a video streams straight to the blob store
 * (at most the video limit) while its hash, size and duration are read on the way, and an MP4 or
 * QuickTime video's location boxes are renamed 'free' unless the uploader shares the place.
 */
export async function readMediaUpload(
  request: FastifyRequest,
  opts: { blobs: BlobStore; maxMb: { photo: number; video: number } },
): Promise<MediaUpload> {
  if (!request.isMultipart()) throw badFile('unsupported_media_type', 'Send the file as multipart/form-data');
  const limits = { photo: opts.maxMb.photo * MB, video: opts.maxMb.video * MB };
  const part = await request.file({ limits: { fileSize: Math.max(limits.photo, limits.video) } });
  if (!part || part.fieldname !== MEDIA_FILE_FIELD) {
    part?.file.resume();
    throw badFile('bad_request', `Choose a file to upload as '${MEDIA_FILE_FIELD}'`);
  }
  const people = readPeopleField(part.fields[MEDIA_PEOPLE_FIELD], () => part.file.resume());
  const keepLocation = readLocationField(part.fields[MEDIA_LOCATION_FIELD], () => part.file.resume());
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headLength += next.value.length;
  }
  if (headLength === 0) throw badFile('bad_request', 'The file is empty');
  const type = sniffType(Buffer.concat(head));
  const refuse = (error: AppError) => {
    part.file.resume();
    return error;
  };
  const base = { filename: part.filename, people, keepLocation };

  if (isImage(type)) {
    let size = headLength;
    const body = [...head];
    while (!ended) {
      if (size > limits.photo) throw refuse(badFile('payload_too_large', MEDIA_MESSAGES.photoTooLarge(opts.maxMb.photo)));
      const next = await chunks.next();
      if (next.done) break;
      body.push(next.value);
      size += next.value.length;
    }
    if (size > limits.photo) throw badFile('payload_too_large', MEDIA_MESSAGES.photoTooLarge(opts.maxMb.photo));
    return { ...base, kind: 'photo', contentType: type, data: Buffer.concat(body) };
  }
  if (!isVideo(type)) throw refuse(badFile('unsupported_media_type', MEDIA_MESSAGES.wrongType));

  const tooLarge = badFile('payload_too_large', MEDIA_MESSAGES.videoTooLarge(opts.maxMb.video));
  const hash = createHash('sha256');
  const isoMedia = type === 'video/mp4' || type === 'video/quicktime';
  const duration = isoMedia ? createMp4DurationReader() : undefined;
  const location = isoMedia ? createMp4LocationFilter({ strip: keepLocation !== 'shared' }) : undefined;
  let size = 0;
  async function* received(): AsyncGenerator<Buffer> {
    for (const chunk of head) {
      size += chunk.length;
      if (size > limits.video) throw tooLarge;
      yield chunk;
    }
    while (!ended) {
      const next = await chunks.next();
      if (next.done) break;
      size += next.value.length;
      if (size > limits.video) throw tooLarge;
      yield next.value;
    }
    if (part?.file.truncated) throw tooLarge;
  }
  async function* stored(): AsyncGenerator<Buffer> {
    for await (const chunk of location ? location.filter(received()) : received()) {
      hash.update(chunk);
      duration?.push(chunk);
      yield chunk;
    }
  }
  const storageKey = randomBytes(16).toString('hex');
  try {
    await opts.blobs.putStream(storageKey, stored());
  } catch (error) {
    if (error === tooLarge || error instanceof Mp4IndexTooLargeError) part.file.resume();
    if (error instanceof Mp4IndexTooLargeError) throw badFile('bad_request', MEDIA_MESSAGES.videoIndexTooLarge);
    throw error;
  }
  return {
    ...base,
    kind: 'video',
    contentType: type,
    storageKey,
    size,
    sha256: hash.digest('hex'),
    durationSeconds: duration?.durationSeconds(),
    location: location?.position(),
  };
}
