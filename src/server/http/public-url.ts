import type { FastifyRequest } from 'fastify';

/** The address people reach this app at: PUBLIC_URL when set, else what the request came to. */
export function publicBaseUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
