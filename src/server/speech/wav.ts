/** The recogniser's input: 16 kHz, mono, 16-bit PCM. */
export const RECOGNITION_RATE = 16_000;

/** Mixes channels down to one and resamples linearly to `rate` (speech loses nothing the recogniser uses). */
export function toMono(channels: Float32Array[], fromRate: number, rate = RECOGNITION_RATE): Float32Array {
  const length = channels[0]?.length ?? 0;
  const mono = new Float32Array(length);
  for (const channel of channels) for (let i = 0; i < length; i += 1) mono[i]! += (channel[i] ?? 0) / channels.length;
  if (fromRate === rate) return mono;
  const out = new Float32Array(Math.floor((length * rate) / fromRate));
  const step = fromRate / rate;
  for (let i = 0; i < out.length; i += 1) {
    const x = i * step;
    const i0 = Math.floor(x);
    const frac = x - i0;
    out[i] = (mono[i0] ?? 0) * (1 - frac) + (mono[i0 + 1] ?? mono[i0] ?? 0) * frac;
  }
  return out;
}

/** A RIFF/WAVE file of 16-bit PCM samples. */
export function encodeWav(samples: Float32Array, rate = RECOGNITION_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
