import type { Multipart, MultipartValue } from '@fastify/multipart';
import { MEDIA_MESSAGES, MEDIA_PEOPLE_FIELD, MEDIA_PEOPLE_MAX, MEDIA_PERSON_NAME_MAX, parsePeople } from '../../../common/media-rules.js';
import { AppError } from '../../errors.js';

const refuse = (message: string) => new AppError('bad_request', message, { [MEDIA_PEOPLE_FIELD]: message });

/**
 * The optional 'people' field (names typed by the uploader, comma separated). It must come before the
 * file in the form, as the file is read as a stream. `drain` lets the file flow when the field is refused.
 */
export function readPeopleField(field: Multipart | Multipart[] | undefined, drain: () => void): string[] {
  if (field === undefined) return [];
  const value = Array.isArray(field) || field.type !== 'field' ? undefined : (field as MultipartValue).value;
  const fail = (message: string) => {
    drain();
    return refuse(message);
  };
  if (typeof value !== 'string') throw fail('People must be text, names separated by commas');
  const people = parsePeople(value);
  if (people.length > MEDIA_PEOPLE_MAX) throw fail(MEDIA_MESSAGES.tooManyPeople);
  if (people.some((name) => name.length > MEDIA_PERSON_NAME_MAX)) throw fail(MEDIA_MESSAGES.personTooLong);
  return people;
}
