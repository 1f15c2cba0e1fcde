/**
 * The container of the offline models' binary files (tone-model.bin, word-vectors.bin): an 8-byte ASCII magic, the
 * length of a JSON header as a little-endian uint32, the header (padded with spaces so the body starts on a multiple of
 * 8 bytes), then the body: the model's arrays, little-endian, in the order its header describes.
 * See docs/decisions/0014-binary-model-files.md.
 */
const MAGIC_BYTES = 8;
const PREFIX_BYTES = MAGIC_BYTES + 4;

export function writeModelFile(magic: string, header: object, body: Buffer): Buffer {
  if (magic.length !== MAGIC_BYTES) throw new Error('The magic of a model file has 8 characters');
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const padding = (8 - ((PREFIX_BYTES + json.length) % 8)) % 8;
  const prefix = Buffer.alloc(PREFIX_BYTES);
  prefix.write(magic, 0, 'latin1');
  prefix.writeUInt32LE(json.length + padding, MAGIC_BYTES);
  return Buffer.concat([prefix, json, Buffer.alloc(padding, ' '), body]);
}

/** The header (to be checked by the caller) and the body of a model file; throws when the magic is not the expected one. */
export function readModelFile(bytes: Buffer, magic: string): { header: unknown; body: Buffer } {
  if (bytes.length < PREFIX_BYTES || bytes.toString('latin1', 0, MAGIC_BYTES) !== magic) {
    throw new Error(`Not a ${magic} model file`);
  }
  const headerEnd = PREFIX_BYTES + bytes.readUInt32LE(MAGIC_BYTES);
  return { header: JSON.parse(bytes.toString('utf8', PREFIX_BYTES, headerEnd)) as unknown, body: bytes.subarray(headerEnd) };
}

/** Little-endian int16 values as a buffer. */
export function int16Bytes(values: Int16Array): Buffer {
  const out = Buffer.alloc(values.length * 2);
  for (let i = 0; i < values.length; i++) out.writeInt16LE(values[i] ?? 0, i * 2);
  return out;
}

/** Little-endian float32 values as a buffer. */
export function float32Bytes(values: Float32Array): Buffer {
  const out = Buffer.alloc(values.length * 4);
  for (let i = 0; i < values.length; i++) out.writeFloatLE(values[i] ?? 0, i * 4);
  return out;
}

/** Reads `count` little-endian float32 values from `offset`. */
export function readFloat32s(bytes: Buffer, offset: number, count: number): Float32Array {
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = bytes.readFloatLE(offset + i * 4);
  return out;
}
