import type { FastifyInstance } from 'fastify';
import { deleteAccountRequestSchema } from '../../../common/schemas/account.js';
import { currentUser, openToReadOnlyMembers } from '../../auth/guard.js';
import { clearSessionCookie, isHttps } from '../../auth/cookies.js';
import { countAttempt, type RateRule } from '../../auth/rate-limit.js';
import { blobStoreFor } from '../../files/file-store.js';
import { parse } from '../../http/parse.js';
import { ACCOUNT_COPY } from './account-copy.js';
import { collectExport } from './collect-export.js';
import { deleteAccount } from './delete-account.js';
import { writeExportZip } from './write-export-zip.js';

/** Exports a user may start: each reads their whole family's record and streams every file. */
const EXPORT_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const satisfies RateRule;

/** The user's own account: export everything they can see, or delete the account. Open to read-only members too. */
export function registerAccountRoutes(app: FastifyInstance): void {
  const { db, config, realtime } = app.services;
  const blobs = blobStoreFor(config);

  app.get('/api/account/export', async (request, reply) => {
    const { userId, familyId, role } = currentUser(request);
    await countAttempt(db, `account-export:user:${userId}`, EXPORT_LIMIT, ACCOUNT_COPY.tooManyExports);
    const content = await collectExport({ db, userId, familyId, role });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="amity-export-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(writeExportZip(content, blobs));
  });

  app.delete('/api/account', openToReadOnlyMembers, async (request, reply) => {
    const { password } = parse(deleteAccountRequestSchema, request.body);
    const { userId, familyId } = currentUser(request);
    await deleteAccount({ db, blobs, realtime, userId, familyId, confirmation: password });
    clearSessionCookie(reply, isHttps(request, config.publicUrl));
    return reply.status(204).send();
  });
}
