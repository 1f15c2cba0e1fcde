import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { EMAIL_CHANGE_COPY } from './email-change-copy.js';
import { EMAIL_VERIFICATION_COPY } from './email-verification-copy.js';
import { hashToken } from './tokens.js';

function invalidLink(): AppError {
  return new AppError('bad_request', EMAIL_VERIFICATION_COPY.invalidLink, { token: EMAIL_VERIFICATION_COPY.invalidLink });
}

/**
 * Marks the email of a verification link as verified, once. The link alone says whose email it is: whoever
 * is signed in, only the link's own account changes, and only while it still uses the email the link was
 * sent to; a link of a change of email makes its address the account's email. Using a link ends the account's
 * other links. Returns the user id.
 */
export async function verifyEmail(opts: { db: Db; secret: string; token: string }): Promise<string> {
  const tokenHash = hashToken(opts.secret, opts.token);
  return opts.db.kysely.transaction().execute(async (trx) => {
    // Deleting the row is what uses the link: of two tabs racing with it, only one deletes it.
    const link = await trx
      .deleteFrom('emailVerifications')
      .where('tokenHash', '=', tokenHash)
      .returning(['userId', 'email', 'expiresAt', 'changesEmail'])
      .executeTakeFirst();
    if (!link || Date.parse(link.expiresAt) <= Date.now()) throw invalidLink();
    if (link.changesEmail) {
      const taken = await trx.selectFrom('users').select('id').where('email', '=', link.email).executeTakeFirst();
      if (taken && taken.id !== link.userId) throw new AppError('conflict', EMAIL_CHANGE_COPY.takenAtLink);
      const changed = await trx
        .updateTable('users')
        .set({ email: link.email, claimedEmail: null, emailVerifiedAt: new Date().toISOString() })
        .where('id', '=', link.userId)
        .where('deletedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!changed) throw invalidLink();
    } else {
      const verified = await trx
        .updateTable('users')
        .set({ emailVerifiedAt: new Date().toISOString() })
        .where('id', '=', link.userId)
        .where('email', '=', link.email)
        .where('emailVerifiedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!verified) {
        const user = await trx.selectFrom('users').select(['email', 'emailVerifiedAt']).where('id', '=', link.userId).executeTakeFirst();
        // Verified already (through another of its links): the link did what it was for.
        if (user?.email !== link.email || user.emailVerifiedAt === null) throw invalidLink();
      }
    }
    await trx.deleteFrom('emailVerifications').where('userId', '=', link.userId).execute();
    return link.userId;
  });
}
