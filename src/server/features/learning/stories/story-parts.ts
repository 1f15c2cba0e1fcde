import type { SceneCompanion, SceneObject, SceneSetting } from '../../../../common/schemas/learning.js';

/**
 * The story grammar's shared parts. `[a|b]` in a text is a reading-age choice: `a` for ages 5-8, `b` for older readers.
 * `{A}` and `{B}` are the first two heroes, `{all}` every hero, `{pal}` the companion, `{place}` the setting, `{thing}` the key object.
 */

export interface Setting {
  key: SceneSetting;
  /** Where the story happens, after "near". */
  place: string;
  /** A sentence that opens the scene. */
  scene: string;
}

export const SETTINGS: Setting[] = [
  {
    key: 'hill',
    place: 'a windy hill above the town',
    scene: 'The grass on the hill [bent in the wind|rippled like a green sea whenever the wind came up from the valley].',
  },
  {
    key: 'lighthouse',
    place: 'a lighthouse by the sea',
    scene: 'Waves [splashed on the rocks|broke against the rocks below and filled the air with salt and spray].',
  },
  {
    key: 'forest',
    place: 'a snowy forest',
    scene: 'Snow [sat on every branch|lay thick on every branch, and each footstep made a soft crunch].',
  },
  {
    key: 'library',
    place: 'the town library after closing time',
    scene: 'The books [were quiet on their shelves|waited in long, quiet rows, and the lamps hummed softly].',
  },
  {
    key: 'river',
    place: 'a floating market on a wide river',
    scene: 'Boats full of fruit [bumped gently together|bobbed side by side, their owners calling out prices across the water].',
  },
  {
    key: 'moon',
    place: 'a little base on the Moon',
    scene: 'Out of the window, the Earth [was a blue ball in the black sky|hung in the black sky like a blue and white marble].',
  },
  {
    key: 'orchard',
    place: 'an old orchard at the edge of the village',
    scene: 'Apple trees [stood in rows|stood in crooked rows, heavy with fruit and humming with bees].',
  },
  {
    key: 'park',
    place: 'a busy city park',
    scene: 'Pigeons [walked about looking for crumbs|strutted between the benches, hoping for crumbs].',
  },
];

export const COMPANIONS: { name: string; kind: SceneCompanion; intro: string }[] = [
  { name: 'Pip', kind: 'fox', intro: 'a small, shy fox called Pip' },
  { name: 'Marigold', kind: 'tortoise', intro: 'an old tortoise called Marigold, who never hurried' },
  { name: 'Bolt', kind: 'robot', intro: 'a clockwork robot called Bolt, who ticked when he was thinking' },
  { name: 'Ruby', kind: 'parrot', intro: 'a talkative parrot called Ruby' },
  { name: 'Ember', kind: 'dragon', intro: 'a sleepy little dragon called Ember, no bigger than a cat' },
  { name: 'Bramble', kind: 'hedgehog', intro: 'a hedgehog called Bramble, who loved a good plan' },
];

/** The key object: carried by the companion, used in the ending (`use` follows a hero's name). */
export const THINGS: { key: SceneObject; name: string; use: string }[] = [
  { key: 'lantern', name: 'a blue lantern', use: 'held up the blue lantern so that everyone could see each other smile' },
  { key: 'string', name: 'a ball of red string', use: 'tied a piece of red string around every wrist, so they would all remember the day' },
  { key: 'map', name: 'a map drawn in pencil', use: 'drew what had happened on the back of the pencil map' },
  { key: 'whistle', name: 'a tin whistle', use: 'played a happy tune on the tin whistle' },
  { key: 'compass', name: 'a pocket compass', use: 'checked the pocket compass and pointed the way home' },
  { key: 'biscuits', name: 'a jar of honey biscuits', use: 'shared out the honey biscuits, one for everyone' },
];

/** The turn in the middle of every plot: what went wrong first, and what changed. */
export const TWISTS: string[] = [
  'At first, {A} tried to sort it out alone. [It did not work.|It did not work, and {A} felt cross and a bit silly.] {B} said, "Let us try it together this time."',
  'Their first plan did not work at all. {pal} [said quietly|said quietly, so that everyone leaned in to hear], "Plans can change. Let us think again."',
  'It took much longer than anyone expected, and {B} [wanted to give up|said it was all too hard]. {A} sat down next to {B}, and they rested until they felt ready to try again.',
  'They [argued about what to do|started arguing about the best thing to do], until {pal} asked everyone to say their idea once, slowly, while the others listened.',
  'Just when it seemed to be working, [something went wrong|everything wobbled and fell apart]. Everybody laughed instead of crying, and they started again.',
];

export const OPENERS: string[] = [
  'Once upon a time, {all} lived near {place}.',
  'Not so long ago, near {place}, there lived {all}.',
  'This is the story of {all}, who lived near {place}.',
  'On the first day of the holidays, {all} set off for {place}.',
];
