import { describe, expect, it } from 'vitest';
import { createUnsentNotifications, UNSENT_LIMIT } from './unsent-notifications.js';

/** A send that fails while `down` is true, like NOTIFY while the database is away. */
function channel() {
  const state = { down: true, sent: [] as string[] };
  const send = async (wire: string) => {
    if (state.down) throw new Error('Connection terminated unexpectedly');
    state.sent.push(wire);
  };
  return { state, send };
}

describe('notifications that could not be sent', () => {
  it('are sent again, oldest first, once the database answers', async () => {
    const { state, send } = channel();
    const errors: unknown[] = [];
    const unsent = createUnsentNotifications(send, (error) => errors.push(error));
    unsent.keep('a');
    unsent.keep('b');
    await unsent.flush();
    expect(state.sent).toEqual([]);
    expect(unsent.size).toBe(2);
    expect(errors).toHaveLength(1);
    state.down = false;
    await unsent.flush();
    expect(state.sent).toEqual(['a', 'b']);
    expect(unsent.size).toBe(0);
    unsent.close();
  });

  it('keep at most UNSENT_LIMIT, dropping the oldest with an error logged', async () => {
    const { state, send } = channel();
    const errors: unknown[] = [];
    const unsent = createUnsentNotifications(send, (error) => errors.push(error));
    for (let i = 0; i <= UNSENT_LIMIT; i++) unsent.keep(String(i));
    expect(unsent.size).toBe(UNSENT_LIMIT);
    expect(String(errors[0])).toContain('dropped the oldest');
    state.down = false;
    await unsent.flush();
    expect(state.sent[0]).toBe('1');
    unsent.close();
  });
});
