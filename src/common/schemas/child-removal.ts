import { z } from 'zod';

/**
 * Removing a child needs both parents: with a co-parent in the family, DELETE /api/children/:id makes a
 * removal request that the other parent accepts (the child is archived, never destroyed) or declines.
 */
export const CHILD_REMOVAL_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;

export const childRemovalRequestSchema = z.object({
  id: z.string(),
  childId: z.string(),
  childName: z.string(),
  requestedBy: z.string(),
  requestedByName: z.string(),
  status: z.enum(CHILD_REMOVAL_STATUSES),
  answeredBy: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ChildRemovalRequest = z.infer<typeof childRemovalRequestSchema>;

/** Accept, decline and cancel take no body (or an empty object). */
export const childRemovalDecisionSchema = z.strictObject({});

/** What the children routes answer when they refuse; the tests and the web client read the same texts. */
export const CHILD_REMOVAL_MESSAGES = {
  alreadyPending: (name: string) => `A request to remove ${name} is already waiting for an answer.`,
  ownRequest: 'You cannot answer your own request. Your co-parent decides.',
  onlyAsker: 'Only the parent who asked can cancel this request.',
  notPending: (status: string) => `This request has already been ${status}.`,
} as const;

/** Texts of the notifications the other parent gets. */
export const CHILD_REMOVAL_NOTICES = {
  requestedTitle: 'Request to remove a child',
  requestedBody: (by: string, child: string) => `${by} asked to remove ${child}. Both parents must agree.`,
  answeredTitle: (status: 'accepted' | 'declined') => (status === 'accepted' ? 'Child removal accepted' : 'Child removal declined'),
  answeredBody: (by: string, status: 'accepted' | 'declined', child: string) =>
    status === 'accepted' ? `${by} agreed: ${child} was removed from the children list.` : `${by} declined to remove ${child}.`,
} as const;

export const CHILDREN_LINK = '/children';
