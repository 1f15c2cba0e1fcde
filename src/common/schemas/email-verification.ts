import { z } from 'zod';

/** POST /api/auth/verify-email: the token of the emailed link. */
export const verifyEmailRequestSchema = z.strictObject({
  token: z
    .string({ error: 'The verification link is incomplete' })
    .min(1, 'The verification link is incomplete')
    .max(200, 'The verification link is not valid'),
});
