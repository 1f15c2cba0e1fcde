/** Query keys shared by several screens; the default load GETs the key parts joined with '/'. */
export const EVENTS_KEY = ['/api/events'] as const;
export const CHILDREN_KEY = ['/api/children'] as const;
export const CONVERSATIONS_KEY = ['/api/conversations'] as const;
export const CHILD_REMOVAL_REQUESTS_KEY = ['/api/children/removal-requests'] as const;
/** The History view's pages of GET /api/audit are keyed under this prefix. */
export const AUDIT_KEY = ['/api/audit'] as const;
