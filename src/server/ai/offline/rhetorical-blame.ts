/**
 * Blame put as a question or a hypothesis ('What kind of mother sends…', 'Maybe if you didn't let him…') names what
 * the parent wants to stop happening: said as a request, the fact stays and the blame goes. Blame for an outcome
 * ('You're the reason she's struggling in school') names what the parent is worried about: said as a worry, likewise.
 */

/** 'What kind of (lazy) mother sends…', 'What kind of idiot forgets…': the person it mocks, then what they did. */
const WHAT_KIND_OF = /^(?:what|which) kind of (?:[\w'-]+ )+?(?!(?:does|is|has|was)\b)(\w+s) /i;
/** 'Maybe if you didn't let him…': what the parent blames is what the other did not stop. */
const IF_YOU_DIDNT = /^(?:maybe|perhaps) if you (?:didn't|did not) /i;

/** 'You're the reason (why) …', 'It's your fault (that) …', 'Thanks to you, …': what follows is the worry. */
const BLAMED_OUTCOME =
  /^(?:you(?:'re|’re| are| were) the (?:only )?(?:reason|cause)(?: why| that)?|(?:it's|it’s|it is|this is) (?:all )?(?:your fault|because of you)(?: that)?|(?:thanks to you|because of you),?)\s+(?=\S)/i;
/** 'The reason Liam is sick is cos you had him out…': the outcome is the worry, the cause the blame. */
const REASON_IS_YOU = /^the (?:only |real )?reason (?:why )?(.+?) (?:is|was) (?:cos|coz|cause|because|bc) (?:you|u)\b.*$/i;
/** '… because of you' at the end of a clause. */
const BECAUSE_OF_YOU_TAIL = /,?\s+(?:all )?because of you$/i;

/** The plain form of a verb in the third person ('sends' → 'send', 'watches' → 'watch', 'tries' → 'try'). */
function plainVerb(verb: string): string {
  if (/ies$/i.test(verb)) return verb.replace(/ies$/i, 'y');
  if (/(?:ss|sh|ch|x|o)es$/i.test(verb)) return verb.replace(/es$/i, '');
  return verb.replace(/s$/i, '');
}

/** The clause as a request when it is blame asked as a question or a hypothesis; otherwise unchanged. */
export function blameAsRequest(clause: string): string {
  const mocked = WHAT_KIND_OF.exec(clause);
  if (mocked?.[1]) return `could you please not ${plainVerb(mocked[1])} ${clause.slice(mocked[0].length)}`;
  const reason = REASON_IS_YOU.exec(clause);
  if (reason?.[1]) return `I'm worried that ${reason[1]}`;
  const outcome = BLAMED_OUTCOME.exec(clause) ?? (BECAUSE_OF_YOU_TAIL.test(clause) ? [''] : null);
  if (outcome) return `I'm worried that ${clause.slice(outcome[0].length).replace(BECAUSE_OF_YOU_TAIL, '')}`;
  return clause.replace(IF_YOU_DIDNT, 'could you please not ');
}
