import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { emailSchema, nameSchema, newPasswordSchema } from './auth.js';

const currentPasswordSchema = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX_LENGTH, 'Enter your current password');

/** PATCH /api/auth/profile: the name changes at once; a new email only once its link is opened, and needs the password. */
export const updateProfileRequestSchema = z.strictObject({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: emailSchema,
  currentPassword: currentPasswordSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({
  /** The new address waiting for its link to be opened; null when the email did not change. */
  pendingEmail: z.string().nullable(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** POST /api/auth/password */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** One signed-in browser of the account, for GET /api/auth/sessions. */
export const accountSessionSchema = z.object({
  /** An id for signing it out; not the session's secret, nor its stored hash. */
  id: z.string(),
  /** 'Chrome on Android', or null when the browser did not say. */
  device: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** From the proxy's location headers only ('Lyon, FR'); null when there were none. */
  place: z.string().nullable(),
  /** The session asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** DELETE /api/account: deleting needs the password (accounts signing in through a provider type their email). */
export const deleteAccountRequestSchema = z.strictObject({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, 'Enter your password'),
});
