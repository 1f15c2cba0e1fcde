/**
 * Words the writer reports ("Teacher wrote: 'Mei is disruptive…'", "she said 'I hate going to Dad's'"): not said to
 * the reader. A finding that lies wholly inside such a quote does not decide on its own (tone-decision.ts). Only a quote
 * of three words or more after a verb of saying or a colon counts: scare quotes ("the 'parent of the year' has spoken")
 * are the writer's own mockery.
 */
const QUOTE =
  /(?<=^|[\s(:,])(?:'((?:[^'"“”‘’]|(?<=\p{L})['’](?=\p{L}))+)'|‘((?:[^'"“”‘’]|(?<=\p{L})[’'](?=\p{L}))+)’|"([^"“”]+)"|“([^"“”]+)”)(?=$|[\s.,!?;:)])/gu;
/** What comes before reported speech: a verb of saying, a few words at most before the quote ('told me Ben's'), or a colon. */
const SAYING = String.raw`\b(?:said|says|say|wrote|writes|told|tells|asked|asks|texted|replied|goes|went|came out with|announced|announces|declared|declares|yelled|shouted|screamed|whispered|complained|mentioned|insisted|messaged|emailed|saying|called|calls|calling)\b`;
const REPORTED = new RegExp(String.raw`(?:${SAYING}[^.!?"“]{0,25}|:)\s*$`, 'i');
const MAY_REPORT = new RegExp(String.raw`[:]|${SAYING}`, 'i');

/** The last message asked about: the decision asks once per finding and once for the models. */
let last = { message: '', unquoted: '' };

/** The message with its reported speech blanked out. */
export function withoutQuotedSpeech(message: string): string {
  if (message === last.message) return last.unquoted;
  // No colon or verb of saying, no reported speech: most messages stop here.
  const unquoted = MAY_REPORT.test(message) ? blankReported(message) : message;
  last = { message, unquoted };
  return unquoted;
}

function blankReported(message: string): string {
  return message.replace(QUOTE, (whole: string, ...rest: unknown[]) => {
    const inner = rest.slice(0, 4).find((g): g is string => typeof g === 'string') ?? '';
    const offset = rest[4] as number;
    const reported = REPORTED.test(message.slice(Math.max(0, offset - 40), offset));
    return reported && inner.trim().split(/\s+/).length >= 3 ? ' '.repeat(whole.length) : whole;
  });
}

/** Whether `phrase` (a rule's match in `message`) is found only inside reported speech. */
export function onlyInQuotes(message: string, phrase: string): boolean {
  const unquoted = withoutQuotedSpeech(message);
  if (unquoted === message) return false;
  return !unquoted.toLowerCase().includes(phrase.toLowerCase());
}
