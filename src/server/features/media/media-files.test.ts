import { describe, expect, it } from 'vitest';
import { createMp4DurationReader } from './mp4-duration.js';
import { exifDateToIso } from './image-facts.js';
import { mp4File } from '../../testing/media-files.js';

const read = (bytes: Buffer, chunkSize: number) => {
  const reader = createMp4DurationReader();
  for (let at = 0; at < bytes.length; at += chunkSize) reader.push(bytes.subarray(at, at + chunkSize));
  return reader.durationSeconds();
};

describe('createMp4DurationReader', () => {
  it.each([1, 7, 64, 100_000])('reads the duration after a large mdat, in chunks of %i bytes', (chunkSize) => {
    expect(read(mp4File({ seconds: 12.5, mdatBytes: 50_000 }), chunkSize)).toBe(12.5);
  });

  it('reads a version 1 mvhd and a moov placed before mdat', () => {
    expect(read(mp4File({ seconds: 3725, version: 1, moovFirst: true }), 13)).toBe(3725);
  });

  it('reads a 64-bit mdat size', () => {
    expect(read(mp4File({ seconds: 2, largeMdat: true }), 5)).toBe(2);
  });

  it('answers undefined without a moov box or for garbage', () => {
    expect(read(mp4File({ seconds: 4, withoutMoov: true }), 10)).toBeUndefined();
    expect(read(Buffer.from('not a video at all, just text'), 4)).toBeUndefined();
  });
});

describe('exifDateToIso', () => {
  it('keeps the camera wall-clock time as UTC and refuses impossible or empty dates', () => {
    expect(exifDateToIso('2024:07:14 18:30:05')).toBe('2024-07-14T18:30:05.000Z');
    expect(exifDateToIso('2024:02:30 10:00:00')).toBeUndefined();
    expect(exifDateToIso('0000:00:00 00:00:00')).toBeUndefined();
    expect(exifDateToIso('    :  :     :  :  ')).toBeUndefined();
    expect(exifDateToIso(undefined)).toBeUndefined();
  });
});
