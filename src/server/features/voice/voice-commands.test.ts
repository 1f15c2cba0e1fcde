import { describe, expect, it } from 'vitest';
import type { Expense } from '../../../common/schemas/expenses.js';
import type { Message } from '../../../common/schemas/messages.js';
import type { VoiceCommandResponse, VoiceReminder, VoiceSession, VoiceSettings } from '../../../common/schemas/voice.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { agreeSchedule } from '../../testing/custody.js';
import { eventPayload, notificationsOf, postEvent } from '../../testing/events.js';
import type { SignedInParent } from '../../testing/factories.js';
import { general } from '../../testing/messages.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

describe.each(TEST_DIALECTS)('voice commands (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const families = useTwoFamilies(t);

  const post = (parent: SignedInParent, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: parent.cookie }, payload });
  const command = async (parent: SignedInParent, text: string, extra: object = {}) => {
    const response = await post(parent, '/api/ai/voice-command', { command: text, timeZone: 'UTC', ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VoiceCommandResponse>();
  };

  it("answers today's schedule and the next handover from the family's calendar", async () => {
    const { owner, coParent } = families;
    const start = new Date(Date.now() + 5 * 60_000);
    const end = new Date(start.getTime() + 3_600_000);
    if (start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10)) {
      await postEvent(t.app, owner, eventPayload({ title: 'Soccer practice', startTime: start.toISOString(), endTime: end.toISOString() }));
    }
    await agreeSchedule(t.app, owner, coParent, {
      pattern: 'alternating_weeks',
      startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      exchangeTime: '17:00',
      firstParentId: owner.user.id,
      timeZone: 'UTC',
    });
    const answer = await command(owner, "What's on the schedule today?");
    expect(answer.intent).toBe('schedule');
    expect(answer.response).toMatch(/^Today: /);
    expect(answer.response).toContain('Next handover:');
    expect(answer.confidence).toBe(100);
  });

  it('reads a message back with the tone check, and sends it only through the Messages API after Send', async () => {
    const { owner, coParent } = families;
    const answer = await command(owner, 'Send a message to my co-parent saying pickup is at 5 today');
    expect(answer.intent).toBe('send_message');
    expect(answer.proposal).toMatchObject({ kind: 'message', content: 'Pickup is at 5 today' });
    expect(answer.proposal?.kind === 'message' && answer.proposal.analysis.tone).toBeTruthy();
    const conversation = await general(t.app, owner);
    // Nothing is sent before the parent confirms.
    const before = await getJson<{ messages: Message[] }>(t.app, coParent, `/api/conversations/${conversation.id}/messages`);
    expect(before.messages).toEqual([]);
    const sent = await post(owner, `/api/conversations/${conversation.id}/messages`, { content: 'Pickup is at 5 today' });
    expect(sent.statusCode, sent.body).toBe(201);
    const outcome = await post(owner, `/api/voice/sessions/${answer.session.id}/outcome`, { actionTaken: 'Message sent' });
    expect(outcome.statusCode, outcome.body).toBe(200);
    const after = await getJson<{ messages: Message[] }>(t.app, coParent, `/api/conversations/${conversation.id}/messages`);
    expect(after.messages.map((m) => m.content)).toEqual(['Pickup is at 5 today']);
    const heated = await command(owner, 'Tell my co-parent that you are always late and you never listen, this is ridiculous');
    expect(heated.proposal?.kind === 'message' && heated.proposal.analysis.tone).toBe('heated');
  });

  it('sets a private reminder that rings on its own bell only', async () => {
    const { owner, coParent, intruder } = families;
    const answer = await command(owner, 'Remind me in 20 minutes to call the school');
    expect(answer.intent).toBe('reminder');
    expect(answer.actionTaken).toMatch(/^Reminder set for /);
    const reminders = await getJson<VoiceReminder[]>(t.app, owner, '/api/voice/reminders');
    expect(reminders).toMatchObject([{ what: 'Call the school', deliveredAt: null }]);
    expect(await getJson<VoiceReminder[]>(t.app, coParent, '/api/voice/reminders')).toEqual([]);
    expect(await getJson<VoiceReminder[]>(t.app, intruder, '/api/voice/reminders')).toEqual([]);
    await t.app.services.jobs.runDue(new Date(Date.now() + 21 * 60_000));
    expect((await notificationsOf(t.app, owner)).map((n) => n.body)).toContain('Call the school');
    expect((await notificationsOf(t.app, coParent)).map((n) => n.body)).not.toContain('Call the school');
  });

  it('waits for Create reminder when auto-actions for scheduling are off', async () => {
    const { owner } = families;
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/voice/settings',
      headers: { cookie: owner.cookie },
      payload: { autoScheduling: false },
    });
    expect(saved.json<VoiceSettings>()).toMatchObject({ autoScheduling: false, autoMessages: true });
    const answer = await command(owner, 'Remind me tomorrow at 7 am to pack the soccer bag');
    expect(answer.proposal).toMatchObject({ kind: 'reminder', what: 'Pack the soccer bag' });
    expect(await getJson<VoiceReminder[]>(t.app, owner, '/api/voice/reminders')).toEqual([]);
    const created = await post(owner, '/api/voice/reminders', {
      what: 'Pack the soccer bag',
      at: answer.proposal?.kind === 'reminder' ? answer.proposal.at : '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const past = await post(owner, '/api/voice/reminders', { what: 'Too late', at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
  });

  it("keeps Chrome's own recogniser off until the parent switches it on, for that parent only", async () => {
    const { owner, coParent } = families;
    expect(await getJson<VoiceSettings>(t.app, owner, '/api/voice/settings')).toMatchObject({ browserRecognition: false });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/voice/settings', headers: { cookie: owner.cookie }, payload });
    const on = await patch({ browserRecognition: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<VoiceSettings>()).toEqual({ autoScheduling: true, autoMessages: true, speakResponses: true, browserRecognition: true });
    expect(await getJson<VoiceSettings>(t.app, owner, '/api/voice/settings')).toMatchObject({ browserRecognition: true });
    expect(await getJson<VoiceSettings>(t.app, coParent, '/api/voice/settings')).toMatchObject({ browserRecognition: false });
    const bad = await patch({ browserRecognition: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBeTruthy();
    expect((await patch({ browserRecognition: false })).json<VoiceSettings>()).toMatchObject({ browserRecognition: false });
    expect(await getJson<VoiceSettings>(t.app, owner, '/api/voice/settings')).toMatchObject({ browserRecognition: false });
  });

  it('adds an expense through the Expenses API and answers who owes what', async () => {
    const { owner, coParent } = families;
    const answer = await command(owner, 'I paid 40 dollars for soccer shoes');
    expect(answer.proposal).toMatchObject({ kind: 'expense', title: 'Soccer shoes', amount: 40 });
    const proposal = answer.proposal as Extract<VoiceCommandResponse['proposal'], { kind: 'expense' }>;
    const added = await post(owner, '/api/expenses', { title: proposal.title, amount: proposal.amount, expenseDate: proposal.expenseDate });
    expect(added.statusCode, added.body).toBe(201);
    const expense = added.json<Expense>();
    expect((await getJson<Expense[]>(t.app, coParent, '/api/expenses')).map((e) => e.id)).toContain(expense.id);
    expect((await command(owner, 'Who owes what?')).response).toContain('1 pending expense is not counted');
    const approved = await post(coParent, `/api/expenses/${expense.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const balance = await command(owner, 'Who owes what?');
    expect(balance.intent).toBe('balance');
    expect(balance.response).toMatch(/owes you \$20\.00\./);
    expect((await command(coParent, 'How much do I owe')).response).toMatch(/^You owe .* \$20\.00\./);
  });

  it('opens the wellness check-in, and gives the spec fallback for anything else', async () => {
    const { owner } = families;
    expect(await command(owner, 'Start a wellness check-in')).toMatchObject({
      intent: 'wellness_checkin',
      navigateTo: '/wellness?open=check-in',
    });
    expect(await command(owner, 'Play some music')).toMatchObject({
      response: "I understand your request and I'm working on it!",
      confidence: 90,
    });
    expect(await command(owner, 'Play some music', { source: 'quick' })).toMatchObject({
      response: 'Command processed successfully!',
      confidence: 95,
    });
    expect(await command(owner, 'Play some music', { source: 'spoken', recognitionConfidence: 71, durationSeconds: 2.4 })).toMatchObject({
      confidence: 71,
    });
    const blank = await post(owner, '/api/ai/voice-command', { command: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toBe('Say or type a command');
  });

  it('keeps Session History private to its speaker', async () => {
    const { owner, coParent, intruder } = families;
    const answer = await command(owner, 'Who owes what?');
    const history = await getJson<VoiceSession[]>(t.app, owner, '/api/voice/sessions');
    expect(history.map((s) => s.id)).toEqual([answer.session.id]);
    expect(history[0]).toMatchObject({ transcript: 'Who owes what?', intent: 'balance', source: 'typed' });
    expect(await getJson<VoiceSession[]>(t.app, coParent, '/api/voice/sessions')).toEqual([]);
    expect(await getJson<VoiceSession[]>(t.app, intruder, '/api/voice/sessions')).toEqual([]);
    for (const other of [coParent, intruder]) {
      const changed = await post(other, `/api/voice/sessions/${answer.session.id}/outcome`, { actionTaken: 'Tampered' });
      expect(changed.statusCode).toBe(404);
    }
    expect((await getJson<VoiceSession[]>(t.app, owner, '/api/voice/sessions'))[0]?.actionTaken).toBe(answer.actionTaken);
    expect((await t.app.inject({ method: 'GET', url: '/api/voice/sessions' })).statusCode).toBe(401);
  });
});
