/** Query keys shared by several screens; the default load GETs the key parts joined with '/'. */
export const EVENTS_KEY = ['/api/events'] as const;
export const CHILDREN_KEY = ['/api/children'] as const;
export const CONVERSATIONS_KEY = ['/api/conversations'] as const;
