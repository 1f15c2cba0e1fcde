import type { FamilyTip } from '../../../../common/schemas/learning.js';

/** What in the family's recent records makes a tip timely (see family-signals.ts). */
export type TipSignal = 'school' | 'handover' | 'medical' | 'milestone' | 'little-play';

export interface CatalogueTip extends FamilyTip {
  /** The children's ages it suits, inclusive. */
  ages: [number, number];
  signals: TipSignal[];
}

/** The family tips the project writes and ships: practical, short, for one parent with the children. */
export const TIP_CATALOGUE: CatalogueTip[] = [
  {
    id: 'tip-special-time',
    category: 'connection',
    title: 'Ten minutes of special time',
    description:
      'Once a day, give each child ten minutes where they choose the activity and you follow their lead: no phone, no teaching, no correcting. Name what you see them doing ("You are building a tall tower").',
    difficulty: 'easy',
    impactLevel: 'high',
    estimatedTime: 10,
    ages: [3, 12],
    signals: ['little-play'],
  },
  {
    id: 'tip-handover-bag',
    category: 'transitions',
    title: 'A handover bag they pack themselves',
    description:
      'Before each handover, let your child pack a small bag with their own comfort items and a checklist you draw together. Owning the packing makes the move feel less like something done to them.',
    difficulty: 'easy',
    impactLevel: 'high',
    estimatedTime: 15,
    ages: [4, 12],
    signals: ['handover'],
  },
  {
    id: 'tip-handover-calm',
    category: 'transitions',
    title: 'Keep handovers short and warm',
    description:
      'At the door, keep it brief and friendly: a hug, "Have a great time, see you on Sunday". Save any logistics for a message to the other parent later, away from the children.',
    difficulty: 'medium',
    impactLevel: 'high',
    estimatedTime: 5,
    ages: [0, 17],
    signals: ['handover'],
  },
  {
    id: 'tip-two-calendars',
    category: 'transitions',
    title: 'A picture calendar of both homes',
    description:
      'Draw a simple week on paper with a colour for each home and pin it at child height. Children cope better with moves they can see coming.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 20,
    ages: [3, 9],
    signals: ['handover'],
  },
  {
    id: 'tip-homework-spot',
    category: 'learning',
    title: 'A fixed homework spot and time',
    description:
      'Pick one place and one time for homework, with everything it needs within reach. Sit nearby doing your own quiet task for the first ten minutes, then step back.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 15,
    ages: [6, 14],
    signals: ['school'],
  },
  {
    id: 'tip-school-question',
    category: 'learning',
    title: 'Better questions than "How was school?"',
    description:
      'Try "What made you laugh today?", "Who did you sit with at lunch?" or "What was the hardest part?". Ask at bedtime or in the car, when talking side by side feels easier.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 5,
    ages: [5, 14],
    signals: ['school'],
  },
  {
    id: 'tip-reading-routine',
    category: 'learning',
    title: 'Fifteen minutes of reading together',
    description:
      'Read together every evening for fifteen minutes: you read a page, they read a page, or you read aloud to them even when they can read alone. Let them choose the book.',
    difficulty: 'easy',
    impactLevel: 'high',
    estimatedTime: 15,
    ages: [3, 11],
    signals: ['school'],
  },
  {
    id: 'tip-feelings-words',
    category: 'emotions',
    title: 'Name the feeling, then the fix',
    description:
      'When your child is upset, name the feeling first ("You are disappointed the park is closed") before solving anything. Feeling understood calms the body, and then problem-solving works.',
    difficulty: 'medium',
    impactLevel: 'high',
    estimatedTime: 5,
    ages: [2, 12],
    signals: [],
  },
  {
    id: 'tip-calm-corner',
    category: 'emotions',
    title: 'Make a calm corner together',
    description:
      'Set up a cosy corner with a cushion, a soft toy, a few books and a breathing card. Build it with your child and practise using it when everyone is calm, so it is ready for the hard moments.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 30,
    ages: [3, 9],
    signals: [],
  },
  {
    id: 'tip-both-homes-ok',
    category: 'emotions',
    title: 'Tell them it is fine to love both homes',
    description:
      'Say it out loud, once in a while: "It is OK to miss Dad/Mum when you are here, and to have fun there." Children often worry that enjoying one home hurts the other parent.',
    difficulty: 'medium',
    impactLevel: 'high',
    estimatedTime: 5,
    ages: [4, 17],
    signals: ['handover'],
  },
  {
    id: 'tip-bedtime-routine',
    category: 'routines',
    title: 'The same three steps at bedtime',
    description:
      'Agree a short bedtime routine with three steps (bath or wash, story, lights out with one song) and keep it the same every night. Predictability helps sleep, especially after a move between homes.',
    difficulty: 'easy',
    impactLevel: 'high',
    estimatedTime: 20,
    ages: [2, 9],
    signals: ['handover'],
  },
  {
    id: 'tip-screen-plan',
    category: 'routines',
    title: 'A screen plan you write together',
    description:
      'Sit down with your child and write when screens are used, for how long, and where devices sleep at night. A plan they helped write is easier to keep than a rule handed down.',
    difficulty: 'medium',
    impactLevel: 'medium',
    estimatedTime: 20,
    ages: [8, 17],
    signals: [],
  },
  {
    id: 'tip-family-meeting',
    category: 'communication',
    title: 'A weekly five-minute family meeting',
    description:
      'Once a week, over a snack, each person says one thing that went well, one thing to change and one plan for the week. Keep it short; write the plans on the fridge.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 10,
    ages: [6, 17],
    signals: [],
  },
  {
    id: 'tip-teen-side-by-side',
    category: 'communication',
    title: 'Talk side by side, not face to face',
    description:
      'Teenagers often open up while doing something else: driving, cooking, walking the dog. Invite them along to an errand and let the talk come without questions lined up.',
    difficulty: 'easy',
    impactLevel: 'high',
    estimatedTime: 30,
    ages: [12, 17],
    signals: [],
  },
  {
    id: 'tip-teen-cook-night',
    category: 'connection',
    title: 'Let them cook one dinner a week',
    description:
      'Hand one dinner a week to your teenager: they choose the recipe, write the list and cook, you are the assistant. It builds a life skill and gives you an hour together.',
    difficulty: 'medium',
    impactLevel: 'medium',
    estimatedTime: 60,
    ages: [11, 17],
    signals: ['little-play'],
  },
  {
    id: 'tip-play-outside',
    category: 'play',
    title: 'Thirty minutes outside, whatever the weather',
    description:
      'Go outside for half an hour: a puddle walk, the park, collecting leaves. Movement and daylight improve mood and sleep for children and parents alike.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 30,
    ages: [2, 12],
    signals: ['little-play'],
  },
  {
    id: 'tip-game-night',
    category: 'play',
    title: 'A regular game night',
    description:
      'Pick one evening a week for a game from the Smart Games tab or a board game. Let the children take turns choosing, and play to the end even if someone is losing.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 45,
    ages: [5, 17],
    signals: ['little-play'],
  },
  {
    id: 'tip-praise-effort',
    category: 'emotions',
    title: 'Praise the effort, not the result',
    description:
      'Swap "You are so clever" for "You kept trying even when it was hard". Praising effort helps children take on challenges instead of avoiding them.',
    difficulty: 'easy',
    impactLevel: 'high',
    estimatedTime: 1,
    ages: [3, 17],
    signals: ['milestone', 'school'],
  },
  {
    id: 'tip-celebrate-milestone',
    category: 'connection',
    title: 'Celebrate a milestone in a small way',
    description:
      'When your child reaches something new (a lost tooth, a swimming badge, a good report), mark it: a note in their lunchbox, their choice of dinner, a photo for the timeline.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 10,
    ages: [3, 17],
    signals: ['milestone'],
  },
  {
    id: 'tip-doctor-prep',
    category: 'wellbeing',
    title: 'Prepare for the doctor or dentist',
    description:
      'A day before an appointment, explain simply what will happen, play doctor with a toy, and plan a small nice thing for afterwards. Surprises are what children fear most.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 15,
    ages: [2, 10],
    signals: ['medical'],
  },
  {
    id: 'tip-water-and-sleep',
    category: 'wellbeing',
    title: 'Check the basics first: sleep, food, water',
    description:
      'Before a difficult conversation or when behaviour slips, check whether your child is tired, hungry or thirsty. Many "bad days" are a missed snack or a late night.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 5,
    ages: [2, 12],
    signals: [],
  },
  {
    id: 'tip-chores-chart',
    category: 'routines',
    title: 'Two small jobs that are theirs',
    description:
      'Give each child two small jobs matched to their age (setting the table, feeding the pet, sorting socks) and thank them every time. Contributing makes children feel part of the home.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 10,
    ages: [4, 14],
    signals: [],
  },
  {
    id: 'tip-one-on-one',
    category: 'connection',
    title: 'One-on-one time with each child',
    description:
      'With more than one child, plan a short outing with each of them alone once a month: a walk, a hot chocolate, a library trip. Each child gets you all to themselves.',
    difficulty: 'medium',
    impactLevel: 'high',
    estimatedTime: 60,
    ages: [3, 17],
    signals: ['little-play'],
  },
  {
    id: 'tip-worry-box',
    category: 'emotions',
    title: 'A worry box for busy minds',
    description:
      'Decorate a small box together. At bedtime, your child writes or draws a worry and posts it; you read them together the next day and decide which ones need a plan.',
    difficulty: 'easy',
    impactLevel: 'medium',
    estimatedTime: 15,
    ages: [5, 12],
    signals: ['school', 'handover'],
  },
];
