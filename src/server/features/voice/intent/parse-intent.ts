import type { VoiceIntent, VoiceSlots } from '../../../../common/schemas/voice.js';
import { reminderTime } from './reminder-time.js';
import { digitsForNumberWords } from './spoken-numbers.js';

export interface ParsedCommand {
  intent: VoiceIntent;
  slots: VoiceSlots;
}

const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const DAY = new RegExp(`\\b(today|tonight|tomorrow|this weekend|the weekend|next week|this week|(?:this |next |on )?${WEEKDAY})\\b`);
const AMOUNT =
  /(?:\$ ?(\d+(?:[.,]\d{1,2})?)|\b(\d+(?:\.\d{1,2})?)(?: (?:and )?(\d{1,2}) cents)? ?(?:dollars?|bucks|usd|euros?|pounds?)\b|(?<=\b(?:paid|spent|cost|costs) )(\d+(?:\.\d{1,2})?)\b)/;

const BALANCE =
  /\b(who owes|owes? (?:me|him|her|them|you)|do i owe|does \w+ owe|how much (?:do|does) \w+ owe|balance|settle (?:up|the)|square up|are we even|owed|outstanding)\b/;
const EXPENSE =
  /\b(i paid|i spent|i bought|paid|spent|bought|add (?:an? )?expense|log (?:an? )?expense|record (?:an? )?expense|expense (?:of|for)|new expense|it cost|cost me)\b/;
const REMINDER = /\b(remind(?:er)?s?|don'?t let me forget|alert me|ping me)\b/;
const MESSAGE =
  /\b(send (?:a |an )?(?:message|text|note)|message (?:my )?(?:co[- ]?parent|ex|\w+ (?:about|that|saying))|text (?:my )?(?:co[- ]?parent|ex|\w+)|tell (?:my )?(?:co[- ]?parent|ex|him|her|them|\w+) (?:that|about|to|i|we|the)|let (?:my )?(?:co[- ]?parent|ex|him|her|them|\w+) know|write to|send (?:my )?(?:co[- ]?parent|ex|him|her|\w+) (?:a )?(?:message|text|note))\b/;
const WELLNESS =
  /\b(check[- ]?in|wellness|how am i (?:doing|feeling)|log (?:my )?(?:mood|feelings?|stress)|my mood|i(?:'m| am) (?:feeling|stressed|anxious|overwhelmed|tired)|mood check|stress level)\b/;
const SCHEDULE =
  /\b(schedule|calendar|agenda|handover|hand-?off|exchange|pick ?-?up|drop ?-?off|what(?:'s| is) (?:on|happening|planned|up)|what do (?:we|i) have|plans|planned|picking up|dropping off|events?|appointments?|busy|who has the kids|whose (?:turn|week|weekend|day)|with (?:me|him|her) (?:today|tomorrow|this))\b/;

/** Lower case, spoken numbers as digits, "dollar sign" and curly quotes undone, no trailing punctuation. */
export function normaliseCommand(text: string): string {
  return digitsForNumberWords(
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.!?]+$/, ''),
  );
}

function dayOf(text: string): string | undefined {
  const day = DAY.exec(text)?.[1];
  return day?.replace(/^on /, '').replace(/^the weekend$/, 'this weekend');
}

function amountOf(text: string): number | undefined {
  const m = AMOUNT.exec(text);
  if (!m) return undefined;
  const whole = (m[1] ?? m[2] ?? m[4] ?? '').replace(',', '.');
  return Math.round((Number(whole) + (m[3] ? Number(m[3]) / 100 : 0)) * 100) / 100;
}

/** What an expense was for: the words after 'for'/'on', or what was bought, without the amount and the day. */
function expenseDescription(text: string): string | undefined {
  const afterFor = /\b(?:for|on)\s+(?!(?:today|yesterday|tomorrow)\b)(.+)$/.exec(text.replace(AMOUNT, ' '))?.[1];
  const bought = /\b(?:bought|buying|got)\s+(?:some |a |an |the )?(.+?)(?:\s+for\b|$)/.exec(text)?.[1];
  const raw = afterFor?.trim() ? afterFor : bought;
  if (!raw) return undefined;
  const cleaned = raw
    .replace(AMOUNT, '')
    .replace(/\b(today|yesterday|this (?:morning|afternoon|week)|last (?:week|night))\b/g, '')
    .replace(/^(?:the |a |an |some |his |her |their |our )/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || undefined;
}

/** The words to send: after 'saying', 'that', 'to say' or a colon; else what follows 'tell X'. */
function messageOf(original: string): string | undefined {
  const cut = [/:\s*(.+)$/, /\b(?:saying|that says|to say)\s+(.+)$/i, /\bthat\s+(.+)$/i, /\babout\s+(.+)$/i]
    .map((pattern) => pattern.exec(original))
    .find(Boolean);
  const tell = /\b(?:tell|let)\s+(?:my\s+)?(?:co[- ]?parent|ex|him|her|them|\w+)\s+(?:know\s+)?(.+)$/i.exec(original);
  const text = (cut?.[1] ?? tell?.[1])?.trim().replace(/^["']|["']$/g, '');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined;
}

/** What to be reminded of: after 'remind me to' / 'reminder for', or before 'reminder', without the time words. */
function reminderWhat(text: string, timeWords: string[]): string | undefined {
  const after = /\b(?:remind(?:er)?(?: me)?|don'?t let me forget|alert me|ping me)\b[:,]?\s*(.+)$/.exec(text)?.[1] ?? '';
  const before = /\b(?:set|create|add|make) (?:a |an |my )?(.+?) reminder\b/.exec(text)?.[1];
  let what = before && !/^(?:a|an|my|new)$/.test(before) ? before : after;
  for (const words of timeWords)
    what = what.replace(new RegExp(`\\b(?:at |on |in |by |for )?${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`), ' ');
  what = what.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i += 1)
    what = what.replace(/^(?:me |to |about |that |of |for |the reminder |a reminder )/, '').replace(/ (?:at|on|in|for|by)$/, '');
  return what || undefined;
}

/**
 * The command a parent said or typed, as one of the assistant's intents and its details. Rules, in order of how
 * specific their words are: money owed, an expense with an amount, a reminder, a message, a check-in, the schedule.
 * Anything else is 'other' (the spec's fallback reply).
 */
export function parseCommand(raw: string, now: Date = new Date(), timeZone = 'UTC'): ParsedCommand {
  const text = normaliseCommand(raw);
  if (BALANCE.test(text) && !REMINDER.test(text)) return { intent: 'balance', slots: {} };
  const amount = amountOf(text);
  if (REMINDER.test(text)) {
    const { when, at, parts } = reminderTime(text, now, timeZone);
    const what = reminderWhat(text, parts);
    return { intent: 'reminder', slots: { ...(what ? { what } : {}), ...(when ? { when } : {}), ...(at ? { at } : {}) } };
  }
  if (MESSAGE.test(text)) {
    const message = messageOf(raw.trim().replace(/[.!?]$/, ''));
    return { intent: 'send_message', slots: message ? { message } : {} };
  }
  if (amount !== undefined && (EXPENSE.test(text) || /\b(cost|was|for)\b/.test(text))) {
    const description = expenseDescription(text);
    return { intent: 'expense', slots: { amount, ...(description ? { description } : {}) } };
  }
  if (EXPENSE.test(text) && /\b(expense|receipt)\b/.test(text)) return { intent: 'expense', slots: {} };
  if (WELLNESS.test(text)) return { intent: 'wellness_checkin', slots: {} };
  if (SCHEDULE.test(text)) {
    const day = dayOf(text);
    return { intent: 'schedule', slots: day ? { day } : {} };
  }
  return { intent: 'other', slots: {} };
}
