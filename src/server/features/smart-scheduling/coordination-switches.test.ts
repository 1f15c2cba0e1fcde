import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '../../../common/schemas/notification-preferences.js';
import type { CoordinationSettings } from '../../../common/schemas/smart-scheduling.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const URL = '/api/smart-scheduling/settings';

describe.each(TEST_DIALECTS)('exchange reminder and weekly digest cards switch the real preferences (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  const settingsOf = (parent: SignedInParent) => getJson<CoordinationSettings>(t.app, parent, URL);
  const preferencesOf = (parent: SignedInParent) => getJson<NotificationPreferences>(t.app, parent, '/api/notifications/preferences');
  const patch = (parent: SignedInParent, payload: object) =>
    t.app.inject({ method: 'PATCH', url: URL, headers: { cookie: parent.cookie }, payload });

  it('turns the Reminders channel and the weekly summary email on and off, for the signed-in parent only', async () => {
    expect(await settingsOf(f.owner)).toMatchObject({
      exchangeReminders: { on: true, scheduled: false, nextAt: null },
      weeklyDigest: false,
    });
    const off = await patch(f.owner, { exchangeReminders: false, weeklyDigest: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<CoordinationSettings>()).toMatchObject({ exchangeReminders: { on: false }, weeklyDigest: true });
    // The same switches as the notification settings and the Profile: read back from there, and after a reload.
    expect(await preferencesOf(f.owner)).toMatchObject({ channels: { reminder: 'none' }, weeklySummary: true });
    expect(await settingsOf(f.owner)).toMatchObject({ exchangeReminders: { on: false }, weeklyDigest: true });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/preferences',
      headers: { cookie: f.owner.cookie },
      payload: { channels: { reminder: 'push' }, weeklySummary: false },
    });
    expect(await settingsOf(f.owner)).toMatchObject({ exchangeReminders: { on: true }, weeklyDigest: false });
    expect((await patch(f.owner, { exchangeReminders: true })).json<CoordinationSettings>().exchangeReminders.on).toBe(true);
    expect((await preferencesOf(f.owner)).channels.reminder).toBe('both');

    // The co-parent's and another family's switches are theirs: untouched, and nothing of it in the family's History.
    expect(await settingsOf(f.coParent)).toMatchObject({ exchangeReminders: { on: true }, weeklyDigest: false });
    expect((await patch(f.intruder, { exchangeReminders: false })).statusCode).toBe(200);
    expect((await settingsOf(f.owner)).exchangeReminders.on).toBe(true);
    const history = await getJson<{ items: { summary: string }[] }>(t.app, f.coParent, '/api/audit');
    expect(history.items.filter((i) => i.summary.includes('scheduling settings'))).toEqual([]);
  });

  it('refuses a switch that is not on or off, and an empty change, with a message', async () => {
    const cases: [object, string][] = [
      [{ exchangeReminders: 'yes' }, 'Exchange reminders must be on or off'],
      [{ weeklyDigest: 1 }, 'Weekly digest must be on or off'],
      [{}, 'Nothing to change'],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(f.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await preferencesOf(f.owner)).toMatchObject({ channels: { reminder: 'both' }, weeklySummary: false });
  });
});
