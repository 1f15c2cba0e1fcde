import type { Multipart, MultipartValue } from '@fastify/multipart';
import { MEDIA_LOCATION_CHOICES, MEDIA_LOCATION_FIELD, MEDIA_MESSAGES, type MediaLocationChoice } from '../../../common/media-rules.js';
import { AppError } from '../../errors.js';

const isChoice = (value: unknown): value is MediaLocationChoice => (MEDIA_LOCATION_CHOICES as readonly unknown[]).includes(value);

/**
 * The optional 'keepLocation' field: whether the uploader keeps the place the file was taken ('no' when
 * absent). Like 'people', it must come before the file; `drain` lets the file flow when it is refused.
 */
export function readLocationField(field: Multipart | Multipart[] | undefined, drain: () => void): MediaLocationChoice {
  if (field === undefined) return 'no';
  const value = Array.isArray(field) || field.type !== 'field' ? undefined : (field as MultipartValue).value;
  if (value === '') return 'no';
  if (isChoice(value)) return value;
  drain();
  throw new AppError('bad_request', MEDIA_MESSAGES.badLocationChoice, { [MEDIA_LOCATION_FIELD]: MEDIA_MESSAGES.badLocationChoice });
}
