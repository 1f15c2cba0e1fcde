import { z } from 'zod';

/** The dashboard's getting-started checklist, in its order. */
export const GETTING_STARTED_STEPS = ['invite', 'children', 'schedule', 'calendar', 'notifications'] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** GET /api/getting-started: each step, ticked off from the family's own data. */
export const gettingStartedSchema = z.object({
  steps: z.array(z.object({ id: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })),
  /** The invite step is done once the co-parent joined or an invitation waits for them; the checklist says which. */
  coParent: z.enum(['joined', 'invited', 'none']),
  /** Shown until every step is done or the parent hides it; never to a read-only member. */
  show: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
