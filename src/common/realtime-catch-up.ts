/**
 * A socket's first open (src/web/lib/realtime/connect-socket.ts): the page's data was read at a moment the server put
 * in the page (src/common/boot-data.ts), and a change after that reached no socket. The client sends that moment; the
 * server answers first of all whether anything for this user or family changed since, and the client fetches again
 * only then. Without it (no moment in the page, an older server) the client fetches everything again, as before.
 */

/** The query parameter of GET /api/ws: when the page's data was read, in milliseconds since 1970 (the server's clock). */
export const SINCE_PARAM = 'since';

/** The first frame on every socket. */
export interface HelloFrame {
  type: 'hello';
  /** Something for this user or family changed since `since`, or the server cannot tell (no `since`, too long ago). */
  missed: boolean;
}

export const HELLO_FRAME_TYPE: HelloFrame['type'] = 'hello';

export const isHelloFrame = (frame: unknown): frame is HelloFrame =>
  typeof frame === 'object' && frame !== null && 'type' in frame && frame.type === HELLO_FRAME_TYPE && 'missed' in frame;
