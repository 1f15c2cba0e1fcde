import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createCalendarFeedRequestSchema } from '../../../common/schemas/events.js';
import { currentUser, openToReadOnlyMembers } from '../../auth/guard.js';
import { AppError } from '../../errors.js';
import { parse } from '../../http/parse.js';
import { publicBaseUrl } from '../../http/public-url.js';
import { eventIcs } from './event-ics.js';
import { createFeed, listFeeds, revokeFeed, rotateFeed } from './manage-feeds.js';
import { FEED_NOT_FOUND_MESSAGE, renderFeed } from './render-feed.js';

const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const idParams = z.object({ id: z.string().min(1).max(100) });
/** The series id; an occurrence id (`${seriesId}:${start}`) names its series too. */
const eventParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .transform((id) => id.split(':')[0] ?? id),
});
const feedFileParams = z.object({
  file: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+\.ics$/, FEED_NOT_FOUND_MESSAGE),
});

/** Public: calendar apps fetch the feed with the token in the address and no cookie. */
export function registerPublicCalendarFeedRoutes(app: FastifyInstance): void {
  const { db, secret } = app.services;
  app.get('/api/calendar/feed/:file', async (request, reply) => {
    const parsed = feedFileParams.safeParse(request.params);
    if (!parsed.success) throw new AppError('not_found', FEED_NOT_FOUND_MESSAGE);
    const body = await renderFeed({ db, secret, token: parsed.data.file.slice(0, -'.ics'.length) });
    return reply.header('content-type', CALENDAR_CONTENT_TYPE).header('cache-control', 'private, no-cache').send(body);
  });
}

export function registerCalendarFeedRoutes(app: FastifyInstance): void {
  const { db, secret, config } = app.services;
  const owner = (request: Parameters<typeof currentUser>[0]) => {
    const { familyId, userId } = currentUser(request);
    return { db, secret, familyId, userId, baseUrl: publicBaseUrl(request, config.publicUrl) };
  };

  app.get('/api/calendar/feeds', async (request) => listFeeds(owner(request)));

  app.post('/api/calendar/feeds', openToReadOnlyMembers, async (request, reply) => {
    const { childId } = parse(createCalendarFeedRequestSchema, request.body);
    return reply.status(201).send(await createFeed({ ...owner(request), childId: childId ?? null }));
  });

  app.post('/api/calendar/feeds/:id/rotate', openToReadOnlyMembers, async (request) => {
    const { id } = parse(idParams, request.params);
    return rotateFeed({ ...owner(request), id });
  });

  app.delete('/api/calendar/feeds/:id', openToReadOnlyMembers, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    await revokeFeed({ ...owner(request), id });
    return reply.status(204).send();
  });

  app.get('/api/events/:id/ics', async (request, reply) => {
    const { id } = parse(eventParams, request.params);
    const { fileName, body } = await eventIcs({ db, familyId: currentUser(request).familyId, id });
    return reply
      .header('content-type', CALENDAR_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(body);
  });
}
