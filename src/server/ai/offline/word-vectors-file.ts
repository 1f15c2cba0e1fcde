import { fileURLToPath } from 'node:url';
import { readModelFile, writeModelFile, float32Bytes } from './model-file.js';

/**
 * GloVe word vectors (100-d) for the words the tone model can meet, int8 with one scale per word (value = int8 × scale).
 * word-vectors.bin: this header, then the words (UTF-8, separated by '\n', `wordBytes` bytes), one float32 scale per
 * word, and all vectors (int8, `count` × `dimensions`), in the order of the words.
 */
export interface WordVectorsHeader {
  format: 'amity-word-vectors-int8-1';
  dimensions: number;
  count: number;
  wordBytes: number;
}

/**
 * The decoded vectors, kept compact and close to the file: the sorted words as bytes with the offset of each, one scale
 * per word and one flat int8 array; `find` looks a word up by binary search (no map of 17,759 entries to build).
 */
export interface WordVectors {
  /** Position of the word in the vectors, or -1. */
  find(word: string): number;
  scales: Float32Array;
  values: Int8Array;
}

export const WORD_VECTOR_DIMENSIONS = 100;

export const WORD_VECTORS_MAGIC = 'AMITYWV1';

/** Written by the extraction script next to this module's source (and copied beside the compiled module by the build). */
export const WORD_VECTORS_FILE = fileURLToPath(new URL('./word-vectors.bin', import.meta.url));

/** The words of a text as the vectors are keyed: lower-cased runs of letters, digits and apostrophes. */
export function vectorWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

/** The stored file from the words and the quantised vectors (int8 values and a scale per word). */
export function writeWordVectors(words: string[], scales: Float32Array, values: Int8Array): Buffer {
  // Lookups are a binary search over the bytes of the words: they must be ASCII and sorted, without repeats.
  words.forEach((word, i) => {
    if (!/^[a-z0-9']+$/.test(word) || (i > 0 && (words[i - 1] ?? '') >= word)) throw new Error(`Word vectors: '${word}' out of order`);
  });
  const wordBytes = Buffer.from(words.join('\n'), 'utf8');
  const header: WordVectorsHeader = {
    format: 'amity-word-vectors-int8-1',
    dimensions: WORD_VECTOR_DIMENSIONS,
    count: words.length,
    wordBytes: wordBytes.length,
  };
  return writeModelFile(
    WORD_VECTORS_MAGIC,
    header,
    Buffer.concat([wordBytes, float32Bytes(scales), Buffer.from(values.buffer, values.byteOffset, values.byteLength)]),
  );
}

/** Quantises float vectors to int8 with one scale per word (max |value| / 127) and writes the file. */
export function encodeWordVectors(words: string[], vectors: number[][]): Buffer {
  const values = new Int8Array(words.length * WORD_VECTOR_DIMENSIONS);
  const scales = new Float32Array(words.length);
  vectors.forEach((vector, i) => {
    scales[i] = (Math.max(...vector.map(Math.abs)) || 1) / 127;
    const scale = scales[i] ?? 1;
    for (let d = 0; d < WORD_VECTOR_DIMENSIONS; d++) values[i * WORD_VECTOR_DIMENSIONS + d] = Math.round((vector[d] ?? 0) / scale);
  });
  return writeWordVectors(words, scales, values);
}

/** Compares `word` with the stored word `bytes[start, end)` (ASCII: letters, digits, apostrophes), like `<` on strings. */
function compareWord(word: string, bytes: Buffer, start: number, end: number): number {
  const length = end - start;
  const shared = Math.min(word.length, length);
  for (let i = 0; i < shared; i++) {
    const difference = word.charCodeAt(i) - (bytes[start + i] ?? 0);
    if (difference !== 0) return difference;
  }
  return word.length - length;
}

export function decodeWordVectors(bytes: Buffer): WordVectors {
  const { header, body } = readModelFile(bytes, WORD_VECTORS_MAGIC);
  const file = header as WordVectorsHeader;
  if (file.format !== 'amity-word-vectors-int8-1' || file.dimensions !== WORD_VECTOR_DIMENSIONS) {
    throw new Error('Unknown word vectors format');
  }
  const { count, wordBytes } = file;
  if (body.length !== wordBytes + count * 4 + count * WORD_VECTOR_DIMENSIONS) throw new Error('Truncated word vectors file');
  // starts[i] is where word i begins; word i ends one byte before starts[i + 1] (the '\n'), the last at wordBytes.
  const starts = new Uint32Array(count + 1);
  let word = 1;
  for (let i = 0; i < wordBytes; i++) if (body[i] === 0x0a) starts[word++] = i + 1;
  starts[count] = wordBytes + 1;
  if (word !== count) throw new Error('Word vectors file: word count does not match');
  const scales = new Float32Array(count);
  for (let i = 0; i < count; i++) scales[i] = body.readFloatLE(wordBytes + i * 4);
  const values = new Int8Array(body.buffer, body.byteOffset + wordBytes + count * 4, count * WORD_VECTOR_DIMENSIONS);
  const find = (text: string): number => {
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = compareWord(text, body, starts[middle] ?? 0, (starts[middle + 1] ?? 1) - 1);
      if (order === 0) return middle;
      if (order < 0) high = middle - 1;
      else low = middle + 1;
    }
    return -1;
  };
  return { find, scales, values };
}
