import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createInvitationRequestSchema, joinFamilyRequestSchema, type InvitationEmailed } from '../../../common/schemas/family.js';
import { currentUser, openToReadOnlyMembers } from '../../auth/guard.js';
import { parse } from '../../http/parse.js';
import { publicBaseUrl } from '../../http/public-url.js';
import { createInvitation } from './create-invitation.js';
import { emailInvitation } from './email-invitation.js';
import { previewInvitation } from './find-invitation.js';
import { getFamily } from './get-family.js';
import { joinFamily } from './join-family.js';
import { leaveFamily } from './leave-family.js';
import { revokeInvitation } from './revoke-invitation.js';

const idParams = z.object({ id: z.string().max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Public: the sign-in page shows who invited the visitor. */
export function registerPublicFamilyRoutes(app: FastifyInstance): void {
  const { db, secret } = app.services;
  app.get('/api/family/invitations/:token', async (request) => {
    const { token } = parse(tokenParams, request.params);
    return previewInvitation(db, secret, token);
  });
}

export function registerFamilyRoutes(app: FastifyInstance): void {
  const { db, secret, config, outgoingMail, mailer } = app.services;

  app.get('/api/family', async (request) => {
    const { userId, familyId } = currentUser(request);
    return getFamily(db, familyId, { userId, secret, baseUrl: publicBaseUrl(request, config.publicUrl) });
  });

  app.post('/api/family/invitations', async (request, reply) => {
    const { email } = parse(createInvitationRequestSchema, request.body);
    const { userId, familyId } = currentUser(request);
    const invitation = await createInvitation({ db, secret, familyId, userId, email, baseUrl: publicBaseUrl(request, config.publicUrl) });
    return reply.status(201).send(invitation);
  });

  // The inviter has the link emailed to the address they invited; the email leaves after the answer.
  app.post('/api/family/invitations/:id/email', async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const { familyId, userId } = currentUser(request);
    const baseUrl = publicBaseUrl(request, config.publicUrl);
    const message = await emailInvitation({ db, secret, familyId, userId, invitationId: id, baseUrl });
    outgoingMail.sendLater(async () => message);
    return reply.status(202).send({ email: message.to, mailConfigured: mailer.kind === 'smtp' } satisfies InvitationEmailed);
  });

  app.delete('/api/family/invitations/:id', async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const { familyId, userId } = currentUser(request);
    await revokeInvitation({ db, familyId, userId, invitationId: id });
    return reply.status(204).send();
  });

  app.post('/api/family/join', openToReadOnlyMembers, async (request) => {
    const { token } = parse(joinFamilyRequestSchema, request.body);
    return joinFamily({ db, secret, userId: currentUser(request).userId, token });
  });

  app.post('/api/family/leave', openToReadOnlyMembers, async (request) => {
    const { userId, familyId } = currentUser(request);
    return leaveFamily({ db, userId, familyId });
  });
}
