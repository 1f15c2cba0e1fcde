/**
 * The rule patterns the tone model was trained with: each kind found is one of its features (features.ts), so these stay
 * exactly as they were when tone-model.bin was trained (changing one changes the model's input). The coach's later,
 * narrower and wider rules are in coach-patterns.ts.
 */
export type ModelFindingKind = 'threat' | 'insult' | 'contempt' | 'blame' | 'shouting' | 'sarcasm' | 'demand' | 'passive_aggression';

export const INSULT_WORDS =
  'idiot|idiotic|stupid|moron|moronic|dumb|dumbass|loser|pathetic|useless|worthless|incompetent|selfish|liar|lying|crazy|psycho|insane|deadbeat|lazy|clueless|jerk|ass|asshole|bitch|bastard|dick|prick|fuck|fucking|fucked|fucker|shit|shitty|bullshit|crap|crappy|damn|dammit|goddamn|wtf|stfu|screw you|piss|pissed|hate you|terrible (?:mother|father|parent|mom|dad)|bad (?:mother|father|parent|mom|dad)|sorry excuse';

export const MODEL_PATTERNS: Record<ModelFindingKind, RegExp[]> = {
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
