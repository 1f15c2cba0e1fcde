import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCommand } from './parse-intent.js';

/**
 * 30 phrasings written by someone else after the parser was frozen (issue 16), scored once. The floor is the
 * figure measured then: the parser may get better on them, never worse.
 */
const HELD_OUT = readFileSync(new URL('./heldout-commands.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { id: string; text: string; intent: string; slots?: Record<string, unknown> });
const MEASURED_INTENT_ACCURACY = 28 / 30;
const NOW = new Date('2026-11-27T15:00:00Z');

describe('held-back command phrasings', () => {
  it('keeps the intent accuracy measured when they were first scored', () => {
    const results = HELD_OUT.map((p) => ({ p, got: parseCommand(p.text, NOW, 'America/New_York') }));
    const misses = results.filter((r) => r.got.intent !== r.p.intent);
    let slotTotal = 0;
    let slotHits = 0;
    for (const { p, got } of results.filter((r) => r.got.intent === r.p.intent)) {
      for (const [key, want] of Object.entries(p.slots ?? {})) {
        slotTotal += 1;
        const have = got.slots[key as keyof typeof got.slots];
        const same =
          typeof want === 'number'
            ? have === want
            : typeof have === 'string' &&
              String(want)
                .toLowerCase()
                .replace(/[.!?]$/, '') === have.toLowerCase();
        if (same) slotHits += 1;
      }
    }
    const accuracy = (HELD_OUT.length - misses.length) / HELD_OUT.length;
    // eslint-disable-next-line no-console -- the measured figure is part of the report
    console.info(
      `held-back intent accuracy ${(accuracy * 100).toFixed(1)}% (${HELD_OUT.length - misses.length}/${HELD_OUT.length}); exact slots ${slotHits}/${slotTotal}`,
    );
    // eslint-disable-next-line no-console -- the misses are part of the report
    for (const m of misses) console.info(`  miss ${m.p.id}: want ${m.p.intent}, got ${m.got.intent}`);
    expect(accuracy).toBeGreaterThanOrEqual(MEASURED_INTENT_ACCURACY);
  });
});
