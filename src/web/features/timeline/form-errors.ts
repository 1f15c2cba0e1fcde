import { topLevelFieldErrors } from '@common/forms/field-errors';
import { errorFields } from '@/lib/api';

export type FieldErrors = Partial<Record<string, string>>;

/** The `fields` of our JSON error body (400 with the field at fault), when there are any. */
export const serverFieldErrors = (error: unknown): FieldErrors => topLevelFieldErrors(errorFields(error));
