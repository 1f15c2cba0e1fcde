/**
 * Blame put as a question or a hypothesis ('What kind of mother sends…', 'Maybe if you didn't let him…') names what
 * the parent wants to stop happening: said as a request, the fact stays and the blame goes.
 */

/** 'What kind of (lazy) mother sends…', 'What kind of idiot forgets…': the person it mocks, then what they did. */
const WHAT_KIND_OF = /^(?:what|which) kind of (?:[\w'-]+ )+?(?!(?:does|is|has|was)\b)(\w+s) /i;
/** 'Maybe if you didn't let him…': what the parent blames is what the other did not stop. */
const IF_YOU_DIDNT = /^(?:maybe|perhaps) if you (?:didn't|did not) /i;

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
  return clause.replace(IF_YOU_DIDNT, 'could you please not ');
}
