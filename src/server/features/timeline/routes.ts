import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TIMELINE_MESSAGES, TIMELINE_PHOTO_FIELD, TIMELINE_PHOTO_MAX_MB } from '../../../common/timeline-rules.js';
import {
  createTimelineEntryRequestSchema,
  journalSuggestionsRequestSchema,
  updateTimelineEntryRequestSchema,
} from '../../../common/schemas/timeline.js';
import { currentUser } from '../../auth/guard.js';
import { notFoundUnless } from '../../errors.js';
import { blobStoreFor } from '../../files/file-store.js';
import { MB, readUpload } from '../../files/multipart.js';
import { parse } from '../../http/parse.js';
import { announceTimelineChange } from './announce-timeline.js';
import { archiveEntry } from './archive-entry.js';
import { createEntry } from './create-entry.js';
import { listTimeline } from './list-timeline.js';
import { findOwnEntry } from './own-entry.js';
import { removeEntryPhoto } from './remove-entry-photo.js';
import { setEntryPhoto } from './set-entry-photo.js';
import { updateEntry } from './update-entry.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const childParams = z.object({ childId: z.string().min(1).max(64) });

/**
 * Child Timeline (SPEC.md sections 2, 5 and 7): entries per child, author-only changes, private entries for
 * their author only. Deleting archives (never destroys); changes to shared entries go into the audit log.
 */
export function registerTimelineRoutes(app: FastifyInstance): void {
  const { db, config, realtime, ai } = app.services;
  const blobs = blobStoreFor(config);
  const viewerOf = (request: Parameters<typeof currentUser>[0]) => {
    const { familyId, userId } = currentUser(request);
    return { familyId, userId };
  };

  app.get('/api/children/:childId/timeline', async (request) => {
    const { childId } = parse(childParams, request.params);
    const viewer = viewerOf(request);
    notFoundUnless(
      await db.kysely
        .selectFrom('children')
        .select('id')
        .where('id', '=', childId)
        .where('familyId', '=', viewer.familyId)
        .where('archivedAt', 'is', null)
        .executeTakeFirst(),
    );
    return listTimeline(db.kysely, { viewer, childId });
  });

  app.post('/api/timeline', async (request, reply) => {
    const input = parse(createTimelineEntryRequestSchema, request.body);
    const viewer = viewerOf(request);
    const entry = await createEntry({ db, viewer, input });
    await announceTimelineChange({ realtime, viewer, childIds: [entry.childId], visibleToFamily: !entry.isPrivate });
    return reply.status(201).send(entry);
  });

  app.patch('/api/timeline/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const input = parse(updateTimelineEntryRequestSchema, request.body);
    const viewer = viewerOf(request);
    const { before, after } = await updateEntry({ db, viewer, id, input });
    const visibleToFamily = !before.isPrivate || !after.isPrivate;
    await announceTimelineChange({ realtime, viewer, childIds: [before.childId, after.childId], visibleToFamily });
    return after;
  });

  app.delete('/api/timeline/:id', async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const viewer = viewerOf(request);
    const entry = await archiveEntry({ db, viewer, id });
    await announceTimelineChange({ realtime, viewer, childIds: [entry.childId], visibleToFamily: !entry.isPrivate });
    return reply.status(204).send();
  });

  app.post('/api/timeline/:id/photo', async (request) => {
    const { id } = parse(idParams, request.params);
    const viewer = viewerOf(request);
    // Refused before the bytes are read: someone who may not change the entry learns nothing from the file checks.
    await findOwnEntry(db.kysely, { viewer, id });
    const upload = await readUpload(request, {
      field: TIMELINE_PHOTO_FIELD,
      maxBytes: TIMELINE_PHOTO_MAX_MB * MB,
      tooLargeMessage: TIMELINE_MESSAGES.photoTooLarge,
    });
    const entry = await setEntryPhoto({ db, blobs, viewer, id, upload });
    await announceTimelineChange({ realtime, viewer, childIds: [entry.childId], visibleToFamily: !entry.isPrivate });
    return entry;
  });

  app.delete('/api/timeline/:id/photo', async (request) => {
    const { id } = parse(idParams, request.params);
    const viewer = viewerOf(request);
    const entry = await removeEntryPhoto({ db, blobs, viewer, id });
    await announceTimelineChange({ realtime, viewer, childIds: [entry.childId], visibleToFamily: !entry.isPrivate });
    return entry;
  });

  app.post('/api/ai/journal-suggestions', async (request) => {
    currentUser(request);
    const { content } = parse(journalSuggestionsRequestSchema, request.body);
    return ai.journalSuggestions(content);
  });
}
