import { z } from 'zod';

/** GET /api/config: public facts the client shows (about card, sign-in choice). */
export const appConfigSchema = z.object({
  supportEmail: z.string(),
  version: z.string(),
  oidc: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
