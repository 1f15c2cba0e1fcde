/**
 * Rules that find what makes a co-parenting message heated, each with the phrase that triggered it.
 * Patterns are matched on the original text (case-insensitive unless noted) and are kept narrow:
 * a calm message about the same facts must not trip them.
 */
export type FindingKind = 'threat' | 'insult' | 'contempt' | 'blame' | 'shouting' | 'sarcasm' | 'demand' | 'passive_aggression';

export interface Finding {
  kind: FindingKind;
  phrase: string;
}

/** Severe findings make a message heated; mild ones only ask for a softer wording. */
export const SEVERE_KINDS: ReadonlySet<FindingKind> = new Set(['threat', 'insult', 'contempt', 'blame', 'shouting', 'sarcasm']);

const INSULT_WORDS =
  'idiot|idiotic|stupid|moron|moronic|dumb|dumbass|loser|pathetic|useless|worthless|incompetent|selfish|liar|lying|crazy|psycho|insane|deadbeat|lazy|clueless|jerk|ass|asshole|bitch|bastard|dick|prick|fuck|fucking|fucked|fucker|shit|shitty|bullshit|crap|crappy|damn|dammit|goddamn|wtf|stfu|screw you|piss|pissed|hate you|terrible (?:mother|father|parent|mom|dad)|bad (?:mother|father|parent|mom|dad)|sorry excuse';

const PATTERNS: Record<FindingKind, RegExp[]> = {
  threat: [
    /\b(?:call(?:ing)?|contact(?:ing)?|get(?:ting)?|talk(?:ing)? to|hear from) (?:my|a|the) (?:lawyer|attorney|solicitor)\b/i,
    /\b(?:my|a) (?:lawyer|attorney|solicitor) will\b/i,
    /\b(?:take|taking|drag|dragging|see) (?:you|this|it) (?:back )?to court\b/i,
    /\b(?:call(?:ing)?|get(?:ting)?) the (?:police|cops)\b/i,
    /\bor else\b/i,
    /\byou(?:'ll| will) (?:regret|be sorry)\b/i,
    /\byou(?:'ll| will) never see (?:them|the kids|the children|her|him)\b/i,
    /\b(?:full|sole) custody\b/i,
    /\bwatch your back\b/i,
    /\b(?:go|going|see you) (?:to|in) court\b/i,
    /\bthe judge (?:hears|will hear|knows|will know)\b/i,
  ],
  insult: [new RegExp(`\\b(?:${INSULT_WORDS})\\b`, 'i'), /\byou(?:'re| are) (?:such )?an? (?:joke|mess|disgrace|disaster)\b/i],
  contempt: [
    /\b(?:ridiculous|disgusting|unbelievable|pathetic|laughable|absurd|typical of you|so typical)\b/i,
    /\bgrow up\b/i,
    /\bwhat(?:'s| is) wrong with you\b/i,
    /\bwho do you think you are\b/i,
    /\b(?:can't|cannot) (?:you )?even\b/i,
    /\bhow hard (?:is|can) it be\b/i,
    /\bget a life\b/i,
    /\bshut up\b/i,
  ],
  blame: [
    /\byou(?:'re| are)? (?:always|never|constantly|forever)\b/i,
    /\byou (?:always|never|constantly) \w+/i,
    /\b(?:it's|this is) (?:all )?your fault\b/i,
    /\bbecause of you\b/i,
    /\bevery (?:single )?time(?: you)?\b/i,
    /\byou(?:'ve| have) never\b/i,
  ],
  shouting: [],
  sarcasm: [
    /\boh,? (?:great|wonderful|perfect|fantastic|nice|sure|really)\b/i,
    /\bthanks a lot\b/i,
    /\byeah,? right\b/i,
    /(?:^|\s)\/s\b/i,
    /\bwow,? (?:just )?(?:wow|great|thanks|amazing)\b/i,
    /\bnice (?:job|work|one)\b(?=.*\b(?:again|as usual|late|forgot)\b)/i,
    /\bas usual\b/i,
    /\bshocking\b/i,
    /\bwhat a surprise\b/i,
  ],
  demand: [
    /\byou (?:need|have|had better|better) to\b/i,
    /\byou(?:'d| had)? better\b/i,
    /\byou will (?:pick|bring|pay|drop|be there|call|send|return|give|do|sign|answer|reply|stop)\b/i,
    /\bi (?:demand|insist)\b/i,
    /\byou must\b/i,
    /\b(?:do it|answer me|respond) (?:now|immediately|today)\b/i,
    /\bi expect you to\b/i,
  ],
  passive_aggression: [
    /\bas i (?:already|previously|have already) (?:said|told you|mentioned|explained)\b/i,
    /\bper my (?:last|previous) (?:message|email|text)\b/i,
    /\bas i(?:'ve| have) said (?:before|many times|a hundred times)\b/i,
    /\bfor the (?:last|hundredth|tenth|millionth) time\b/i,
    /\bwhatever\b/i,
    /(?:^|[.!?]\s*)fine\.\s*$/i,
    /\bif you (?:even )?(?:care|bothered)\b/i,
    /\bnot that you care\b/i,
    /\bi guess (?:i'll|i will) just\b/i,
    /\bthanks for nothing\b/i,
  ],
};

/** Words in capitals that are not shouting. */
const ACRONYMS = new Set([
  'OK',
  'PM',
  'AM',
  'USD',
  'EUR',
  'GBP',
  'ASAP',
  'PTA',
  'IEP',
  'ADHD',
  'ER',
  'TV',
  'DMV',
  'PE',
  'FYI',
  'ID',
  'GP',
  'ENT',
  'BTW',
]);

function shoutedWords(text: string): string[] {
  return (text.match(/\b[A-Z][A-Z']{2,}\b/g) ?? []).filter((w) => !ACRONYMS.has(w));
}

export function findShouting(text: string): Finding[] {
  const found: Finding[] = [];
  const shouted = shoutedWords(text);
  if (shouted.length > 0) found.push({ kind: 'shouting', phrase: shouted.slice(0, 3).join(' ') });
  const bangs = text.match(/[!?]*![!?]*!+[!?]*/);
  if (bangs) found.push({ kind: 'shouting', phrase: bangs[0] });
  return found;
}

/** Everything the rules find in a text, at most one finding per pattern. */
export function findToneProblems(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const [kind, patterns] of Object.entries(PATTERNS) as [FindingKind, RegExp[]][]) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (match) findings.push({ kind, phrase: match[0].trim() });
    }
  }
  return [...findings, ...findShouting(text)];
}

export function patternsOf(kind: FindingKind): RegExp[] {
  return PATTERNS[kind];
}
