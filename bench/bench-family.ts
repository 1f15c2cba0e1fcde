import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { invitationTokenOf } from '../src/common/invite-link.js';

function cookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join(';') : (setCookie ?? '');
  const match = /amity_session=([^;]+)/.exec(header);
  if (!match) throw new Error('no session cookie');
  return `amity_session=${match[1]}`;
}

/** Two parents registered and paired through the API, each with a session cookie. */
export async function pairedFamily(app: FastifyInstance) {
  const register = async (firstName: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@bench.amity.test`,
        password: 'bench-password-123',
        firstName,
        lastName: 'Rivera',
      },
    });
    return { id: response.json<{ id: string }>().id, cookie: cookieOf(response.headers['set-cookie']), email: '' };
  };
  const first = await register('Alex');
  const second = await register('Sam');
  const emailOf = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: second.cookie } });
  const invitation = await app.inject({
    method: 'POST',
    url: '/api/family/invitations',
    headers: { cookie: first.cookie },
    payload: { email: emailOf.json<{ email: string }>().email },
  });
  const token = invitationTokenOf(invitation.json<{ link: string }>().link);
  const joined = await app.inject({ method: 'POST', url: '/api/family/join', headers: { cookie: second.cookie }, payload: { token } });
  if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
  return { first, second, familyId: joined.json<{ id: string }>().id };
}
