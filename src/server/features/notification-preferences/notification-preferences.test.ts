import { describe, expect, it } from 'vitest';
import type { EmailPreferences } from '../../../common/schemas/email-preferences.js';
import type { NotificationPreferences } from '../../../common/schemas/notification-preferences.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const URL = '/api/notifications/preferences';

describe.each(TEST_DIALECTS)('notification preferences API (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const families = useTwoFamilies(t);
  const preferencesOf = (parent: SignedInParent) => getJson<NotificationPreferences>(t.app, parent, URL);
  const patch = (parent: SignedInParent, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: URL, headers: { cookie: parent.cookie }, payload: payload as object });

  it('starts with every kind by push and email, no quiet hours, no bundling and no weekly summary', async () => {
    expect(await preferencesOf(families.owner)).toEqual({
      channels: { message: 'both', swap: 'both', schedule: 'both', expense: 'both', reminder: 'both' },
      messageText: false,
      bundleMessages: false,
      quietHours: { on: false, start: '22:00', end: '07:00', timeZone: null },
      weeklySummary: false,
      mailConfigured: false,
    });
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('saves a channel per kind on the email switches and the new push switches, quiet hours and bundling', async () => {
    const { owner } = families;
    const saved = await patch(owner, {
      channels: { message: 'push', swap: 'email', expense: 'none' },
      bundleMessages: true,
      quietHours: { on: true, start: '21:30', end: '06:45', timeZone: 'America/New_York' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      channels: { message: 'push', swap: 'email', schedule: 'both', expense: 'none', reminder: 'both' },
      bundleMessages: true,
      quietHours: { on: true, start: '21:30', end: '06:45', timeZone: 'America/New_York' },
    });
    // The email switches (and so the unsubscribe links) are the same switches.
    expect(await getJson<EmailPreferences>(t.app, owner, '/api/mail/preferences')).toMatchObject({
      message: false,
      swap: true,
      expense: false,
      reminder: true,
    });
    await t.app.inject({ method: 'PATCH', url: '/api/mail/preferences', headers: { cookie: owner.cookie }, payload: { reminder: false } });
    expect((await preferencesOf(owner)).channels.reminder).toBe('push');
    // Turning quiet hours off keeps the hours for next time.
    expect((await patch(owner, { quietHours: { on: false } })).json()).toMatchObject({
      quietHours: { on: false, start: '21:30', end: '06:45', timeZone: 'America/New_York' },
    });
  });

  it('answers 400 with a message for an unknown kind, channel, time or time zone', async () => {
    const { owner } = families;
    const cases: [unknown, string][] = [
      [{ channels: { sms: 'push' } }, "Unknown field 'sms'"],
      [{ channels: { message: 'pigeon' } }, 'message must be one of both, push, email, none'],
      [{ quietHours: { start: '25:00' } }, 'start must be a time from 00:00 to 23:59'],
      [{ quietHours: { end: '7am' } }, 'end must be a time from 00:00 to 23:59'],
      [{ quietHours: { timeZone: 'Mars/Olympus_Mons' } }, 'timeZone must be a time zone such as Europe/Paris'],
      [{ quietHours: { on: true } }, 'Quiet hours need your time zone'],
      [{ quietHours: { start: '22:00', end: '22:00' } }, 'Quiet hours must end at another time than they start'],
      [{ bundleMessages: 'yes' }, 'bundleMessages must be true or false'],
      [{}, 'Give at least one of channels, messageText, bundleMessages, quietHours, weeklySummary'],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect((await preferencesOf(owner)).channels.message).toBe('both');
  });

  it('is the signed-in parent’s own: a member of another family reads and changes only theirs', async () => {
    const { owner, coParent, intruder } = families;
    await patch(owner, { channels: { message: 'email' }, quietHours: { on: true, timeZone: 'Europe/Paris' } });
    const before = await preferencesOf(owner);
    expect((await preferencesOf(intruder)).channels.message).toBe('both');
    expect((await patch(intruder, { channels: { message: 'none' }, bundleMessages: true })).statusCode).toBe(200);
    expect(await preferencesOf(owner)).toEqual(before);
    expect((await preferencesOf(coParent)).channels.message).toBe('both');
  });
});
