/** A route's path as the route table writes it: '/messages/' is '/messages'; '/' stays '/'. */
export const routePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);
