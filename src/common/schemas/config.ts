import { z } from 'zod';

/** GET /api/config: public facts the client shows (about card, sign-in choice). */
export const appConfigSchema = z.object({
  /** null when the installation has no support address (SUPPORT_EMAIL unset): the about card shows none. */
  supportEmail: z.string().nullable(),
  version: z.string(),
  oidc: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
