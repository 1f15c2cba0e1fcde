const STOP_WORDS = new Set(
  `the and for are but not you your yours all any can had her was one our out has have him his how its may new now
  see two who did get got let put say she too use that this with from they them then than there their what when where
  which will would could should shall just also into about after before again been being more most other some such only
  own same very here why because while until over under off once both each few nor yes okay thanks thank please hi hey
  hello dear know think need want like make sure going come came well really still even much many time today tomorrow
  tonight yesterday week day days let's i'm it's don't can't won't didn't doesn't isn't that's we're you're i'll we'll
  you'll i've we've he's she's they're there's what's ok sounds good great fine yeah right back does doing done said tell
  told always never every something anything nothing`.split(/\s+/),
);

/** The most mentioned words of the messages (stop words and words under 3 letters left out), counted once per message. */
export function keyTopics(contents: readonly string[], limit = 5): { topic: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const content of contents) {
    const seen = new Set((content.toLowerCase().match(/[a-z][a-z']+/g) ?? []).filter((w) => w.length >= 3 && !STOP_WORDS.has(w)));
    for (const word of seen) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([topic, count]) => ({ topic, count }));
}
