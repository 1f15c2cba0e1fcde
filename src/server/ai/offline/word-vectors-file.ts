import { fileURLToPath } from 'node:url';

/** GloVe word vectors (100-d) for the words the tone model can meet, int8 with one scale per word. */
export interface WordVectorsFile {
  format: 'amity-word-vectors-int8-1';
  dimensions: number;
  /** The words, space-separated, in the order of the vectors. */
  words: string;
  /** One float32 scale per word (value = int8 × scale), base64. */
  scales: string;
  /** All vectors, int8, base64. */
  vectors: string;
}

export const WORD_VECTOR_DIMENSIONS = 100;

export const WORD_VECTORS_FILE = fileURLToPath(new URL('./word-vectors.json', import.meta.url));

/** The words of a text as the vectors are keyed: lower-cased runs of letters, digits and apostrophes. */
export function vectorWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

export function encodeWordVectors(words: string[], vectors: number[][]): WordVectorsFile {
  const bytes = new Int8Array(words.length * WORD_VECTOR_DIMENSIONS);
  const scales = new Float32Array(words.length);
  vectors.forEach((vector, i) => {
    scales[i] = (Math.max(...vector.map(Math.abs)) || 1) / 127;
    const scale = scales[i] ?? 1;
    for (let d = 0; d < WORD_VECTOR_DIMENSIONS; d++) bytes[i * WORD_VECTOR_DIMENSIONS + d] = Math.round((vector[d] ?? 0) / scale);
  });
  return {
    format: 'amity-word-vectors-int8-1',
    dimensions: WORD_VECTOR_DIMENSIONS,
    words: words.join(' '),
    scales: Buffer.from(scales.buffer).toString('base64'),
    vectors: Buffer.from(bytes.buffer).toString('base64'),
  };
}

/** Decodes the file into a map from word to its float vector. */
export function decodeWordVectors(file: WordVectorsFile): Map<string, Float32Array> {
  if (file.format !== 'amity-word-vectors-int8-1' || file.dimensions !== WORD_VECTOR_DIMENSIONS) {
    throw new Error('Unknown word vectors format');
  }
  const bytes = new Int8Array(Buffer.from(file.vectors, 'base64'));
  const scaleBytes = Buffer.from(file.scales, 'base64');
  const scales = new Float32Array(new Uint8Array(scaleBytes).buffer);
  const map = new Map<string, Float32Array>();
  file.words.split(' ').forEach((word, i) => {
    const scale = scales[i] ?? 0;
    const vector = new Float32Array(WORD_VECTOR_DIMENSIONS);
    for (let d = 0; d < WORD_VECTOR_DIMENSIONS; d++) vector[d] = (bytes[i * WORD_VECTOR_DIMENSIONS + d] ?? 0) * scale;
    map.set(word, vector);
  });
  return map;
}
