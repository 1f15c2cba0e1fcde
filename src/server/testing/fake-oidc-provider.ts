import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface FakeOidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

interface PendingCode {
  challenge: string;
  nonce: string;
  redirectUri: string;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/** A minimal OpenID Connect provider on loopback that signs in `user` straight away (authorization code + PKCE). */
export async function startFakeOidcProvider(opts: { clientId: string; clientSecret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const state = { user: undefined as FakeOidcUser | undefined };
  let issuer = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        });
      }
      if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (url.pathname === '/authorize') {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          challenge: url.searchParams.get('code_challenge') ?? '',
          nonce: url.searchParams.get('nonce') ?? '',
          redirectUri: url.searchParams.get('redirect_uri') ?? '',
        });
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        back.searchParams.set('iss', issuer);
        res.writeHead(302, { location: back.href }).end();
        return;
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const body = await readBody(req);
        const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
        const [id, secret] = basic ? basic.split(':').map(decodeURIComponent) : [body.get('client_id'), body.get('client_secret')];
        const pending = codes.get(body.get('code') ?? '');
        const verifier = body.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (id !== opts.clientId || secret !== opts.clientSecret) return json(401, { error: 'invalid_client' });
        if (!pending || pending.challenge !== challenge || !state.user) return json(400, { error: 'invalid_grant' });
        codes.delete(body.get('code') ?? '');
        const idToken = await new SignJWT({ ...state.user, nonce: pending.nonce })
          .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
          .setIssuer(issuer)
          .setAudience(opts.clientId)
          .setSubject(state.user.sub)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        return json(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
      }
      json(404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    signInAs(user: FakeOidcUser) {
      state.user = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
