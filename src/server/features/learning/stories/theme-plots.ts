import type { StoryTheme } from '../../../../common/schemas/learning.js';

export interface Problem {
  /** After "{A} and ": the story's title. */
  title: string;
  text: string;
  moral: string;
}

export interface ThemePlots {
  problems: Problem[];
  /** How it ends; `{thing}` is where the key object helps. */
  endings: string[];
  question: string;
}

/** The theme-specific parts of the grammar: 7 problems and 4 endings each, so that consecutive stories never share a plot. */
export const THEME_PLOTS: Record<StoryTheme, ThemePlots> = {
  cooperation: {
    problems: [
      {
        title: 'the Broken Bridge',
        text: 'One morning the little bridge over the stream had been washed away, and {pal} was stuck on the other side.',
        moral: 'Hard jobs get easier when everyone does a part.',
      },
      {
        title: 'the Stuck Kite',
        text: 'A huge yellow kite was caught in the tallest tree, and it belonged to a little girl who was trying not to cry.',
        moral: 'Many small hands can solve a big problem.',
      },
      {
        title: 'the Great Garden',
        text: 'The shared garden was full of weeds, and the vegetables [could not grow|had no room left to grow].',
        moral: 'Working together turns a chore into something to be proud of.',
      },
      {
        title: 'the Lost Sheep',
        text: 'Seven sheep had wandered off in the night, and the farmer could only find two of them.',
        moral: 'A team that shares out the work finds what one person alone would miss.',
      },
      {
        title: 'the Heavy Box',
        text: 'A box of books for the school fair was far too heavy for any one of them to carry.',
        moral: 'Asking for help is a strength, not a weakness.',
      },
      {
        title: 'the Puzzle Door',
        text: 'A door with three strange locks stood in their way, and each lock needed a different answer.',
        moral: 'Everyone is good at something, and together those things fit.',
      },
      {
        title: 'the Rainy Day Show',
        text: 'The village show was tomorrow, but the rain had ruined the stage and the decorations.',
        moral: 'When plans fall apart, teamwork builds them again.',
      },
    ],
    endings: [
      'In the end, each of them did the part they were best at. {A} {thing}, {B} kept everyone laughing, and {pal} remembered the plan. When it was done, they [cheered|cheered so loudly that the birds flew up from the trees].',
      'Step by step they finished it together. {B} {thing}, and {A} said, "We could never have done that alone." {pal} agreed with a happy nod.',
      'By sunset the job was done. They sat in a row, [tired and proud|tired, muddy and very proud], while {pal} told everyone exactly who had done what.',
      'When the last piece was in place, {A} {thing}. Everyone took a turn to say thank you to someone else, and {pal} said thank you twice.',
    ],
    question: 'What job would you be best at in this story, and who would you ask to help you?',
  },
  love: {
    problems: [
      {
        title: 'the Quiet Friend',
        text: '{pal} had been very quiet all week, and nobody knew why.',
        moral: 'Noticing how someone feels is a way of loving them.',
      },
      {
        title: 'the Birthday Surprise',
        text: 'It was Grandma’s birthday tomorrow, and they had no money for a present.',
        moral: 'The best gifts are made with time and care.',
      },
      {
        title: 'the Two Homes',
        text: '{A} was packing a bag to stay at the other home for the week, and [felt wobbly inside|felt a mix of happy and sad at the same time].',
        moral: 'Love goes with you wherever you sleep, and it is fine to miss someone.',
      },
      {
        title: 'the Lost Teddy',
        text: '{B}’s oldest teddy had gone missing, the one that [helped with bad dreams|had been there for every bad dream].',
        moral: 'Being there for someone who is sad matters more than fixing everything.',
      },
      {
        title: 'the New Neighbour',
        text: 'A new family moved in next door, and their little boy stood alone at the fence every afternoon.',
        moral: 'Kindness grows when we share it with someone new.',
      },
      {
        title: 'the Sorry Letter',
        text: '{A} and {B} had a big argument about a game, and now neither of them wanted to talk.',
        moral: 'Saying sorry, and forgiving, makes love stronger.',
      },
      {
        title: 'the Poorly Pet',
        text: '{pal} was feeling poorly and had to stay in bed all day.',
        moral: 'Looking after each other is how families and friends show love.',
      },
    ],
    endings: [
      'So they sat together and listened, really listened. {A} {thing}. By the end of the day, {pal} was smiling again, and so was everyone else.',
      'They made something with their own hands and wrote a card that said [We love you|We love you, today and every day]. {B} {thing}, and there were lots of hugs.',
      'That evening, {A} said, "You know what? Love is not a thing you can lose." {B} {thing}, and {pal} curled up close to both of them.',
      'In the end, nobody needed to be the best or the first. {A} {thing}, and they all agreed it had been a very good day.',
    ],
    question: 'Who could you do something kind for tomorrow, and what would it be?',
  },
  adventure: {
    problems: [
      {
        title: 'the Torn Map',
        text: 'They found an old map with a missing corner, and an X marked right where the corner should be.',
        moral: 'Being brave means trying even when you do not know the whole way.',
      },
      {
        title: 'the Light on the Hill',
        text: 'Every night a strange light blinked on the hill, three times, then nothing.',
        moral: 'Curiosity is best with a friend by your side and a plan to get home.',
      },
      {
        title: 'the Secret Tunnel',
        text: 'Behind a loose board in the shed, they discovered a tunnel that went down into the dark.',
        moral: 'Brave explorers are careful explorers.',
      },
      {
        title: 'the Runaway Balloon',
        text: 'A red balloon with a note tied to it floated past, and the note said: "Please help me find my way home."',
        moral: 'Adventures are best when they help someone else.',
      },
      {
        title: 'the Sleeping Giant',
        text: 'A giant was asleep across the only road to the market, snoring like thunder.',
        moral: 'Calm thinking beats loud shouting.',
      },
      {
        title: 'the Star Chart',
        text: 'A star had gone missing from the night sky, and only the old star chart could show where it should be.',
        moral: 'Small explorers can do big things when they keep going.',
      },
      {
        title: 'the Island Race',
        text: 'The tide was coming in, and they had one hour to reach the little island and come back.',
        moral: 'Knowing when to turn back is part of being brave.',
      },
    ],
    endings: [
      'At last they found the answer, and it was better than treasure. {A} {thing}, and they walked home together, [already planning|already planning, in whispers,] the next adventure.',
      'It was getting dark, so {B} {thing}. They made it home just in time for supper, and {pal} told the story three times before bed.',
      'The mystery was solved. {A} {thing}, and {pal} said, "The best part was that we did it together." Nobody disagreed.',
      'They came home a little muddy and very happy. {B} {thing}, and they drew the whole adventure on a big sheet of paper so they would never forget it.',
    ],
    question: 'If you were in this adventure, what would you pack in your bag?',
  },
};
