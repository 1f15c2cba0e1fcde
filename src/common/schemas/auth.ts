import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`);

/** The rules of every new password: at registration, when resetting a forgotten one and when changing it. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/forgot-password: always answered the same way, whether or not an account uses the email. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password: the token from the emailed link and the new password. */
export const resetPasswordRequestSchema = z.strictObject({
  token: z.string({ error: 'The reset link is incomplete' }).min(1, 'The reset link is incomplete').max(200, 'The reset link is not valid'),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  familyId: z.string(),
  aiEnabled: z.boolean(),
  /** The parent turned on notifications on a device (recorded when the browser allows them). */
  notificationsEnabled: z.boolean(),
  /** The parent opened the verification link of their email (or signed up through a provider that vouched for it). */
  emailVerified: z.boolean(),
  /** This session was opened by creating the account: the dashboard greets the parent as new. */
  firstVisit: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const updateSettingsRequestSchema = z
  .strictObject({
    aiEnabled: z.boolean({ error: 'aiEnabled must be true or false' }).optional(),
    notificationsEnabled: z.boolean({ error: 'notificationsEnabled must be true or false' }).optional(),
  })
  .refine((input) => input.aiEnabled !== undefined || input.notificationsEnabled !== undefined, {
    error: 'Give aiEnabled or notificationsEnabled',
  });
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;
