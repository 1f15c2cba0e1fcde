import type { Interest } from './games/catalogue-game.js';

/** Words in a child's notes or timeline tags that point to an interest (whole words, any case). */
const SIGNS: Record<Interest, string[]> = {
  animals: [
    'animal',
    'animals',
    'dog',
    'dogs',
    'cat',
    'cats',
    'horse',
    'horses',
    'pony',
    'dinosaur',
    'dinosaurs',
    'pets',
    'pet',
    'zoo',
    'bird',
    'birds',
    'insects',
    'bugs',
  ],
  art: ['art', 'drawing', 'draw', 'draws', 'painting', 'paint', 'paints', 'crafts', 'craft', 'colouring', 'coloring', 'sketching'],
  building: ['lego', 'building', 'builds', 'blocks', 'minecraft', 'engineering', 'robots', 'robot', 'model', 'models'],
  cooking: ['cooking', 'baking', 'bakes', 'cook', 'kitchen', 'recipes', 'food'],
  drama: ['drama', 'theatre', 'theater', 'acting', 'play-acting', 'costumes', 'dress-up', 'puppets'],
  geography: ['maps', 'map', 'travel', 'countries', 'flags', 'geography', 'atlas'],
  movement: ['dance', 'dancing', 'ballet', 'gymnastics', 'climbing', 'running', 'trampoline', 'yoga'],
  music: ['music', 'piano', 'guitar', 'violin', 'singing', 'sing', 'sings', 'choir', 'drums', 'recorder', 'band'],
  nature: ['nature', 'garden', 'gardening', 'plants', 'trees', 'outdoors', 'hiking', 'camping', 'park', 'beach'],
  numbers: ['math', 'maths', 'numbers', 'counting', 'sums', 'times', 'tables', 'chess'],
  puzzles: ['puzzles', 'puzzle', 'riddles', 'jigsaw', 'sudoku', 'chess', 'codes', 'mysteries', 'detective'],
  reading: ['reading', 'reads', 'books', 'book', 'library', 'comics', 'stories'],
  science: ['science', 'experiments', 'experiment', 'chemistry', 'physics', 'volcanoes', 'magnets', 'stem'],
  space: ['space', 'planets', 'stars', 'rockets', 'rocket', 'astronaut', 'astronauts', 'moon'],
  sport: [
    'soccer',
    'football',
    'swimming',
    'swim',
    'tennis',
    'basketball',
    'hockey',
    'sport',
    'sports',
    'karate',
    'judo',
    'cycling',
    'bike',
  ],
  stories: ['stories', 'storytelling', 'writing', 'writes', 'fantasy', 'dragons', 'fairy'],
  talking: ['chatty', 'talking', 'friends', 'sociable', 'debate'],
  words: ['spelling', 'words', 'writing', 'poems', 'poetry', 'languages', 'french', 'spanish'],
};

const WORD = /[\p{L}\p{N}-]+/gu;

/** The interests named in free text (notes) and tags, each with the word that showed it, first found first. */
export function findInterests(texts: readonly string[]): Map<Interest, string> {
  const found = new Map<Interest, string>();
  const words = texts.flatMap((text) => text.toLowerCase().match(WORD) ?? []);
  for (const word of words) {
    for (const [interest, signs] of Object.entries(SIGNS) as [Interest, string[]][]) {
      if (!found.has(interest) && signs.includes(word)) found.set(interest, word);
    }
  }
  return found;
}
