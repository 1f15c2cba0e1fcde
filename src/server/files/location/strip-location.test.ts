import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifPhoto } from '../../testing/media-files.js';
import {
  iptcSegment,
  mp4WithLocation,
  pngTextChunk,
  withGifXmp,
  withJpegSegments,
  withPngChunks,
  xmpPacket,
} from '../../testing/location.js';
import { createMp4LocationFilter, iso6709ToPosition, MP4_HELD_BOX_MAX, Mp4IndexTooLargeError } from './mp4-location.js';
import { stripImageLocation } from './strip-image-location.js';
import { blankGpsIfd } from './tiff-gps.js';

const GPS_EXIF = {
  IFD0: { Make: 'Amity Test Camera' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2664/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
};
const CITY_XMP = xmpPacket({ 'photoshop:City': 'London', 'exif:GPSLatitude': '51,30.444N', 'xmp:Rating': '5' });
const PLAIN_XMP = xmpPacket({ 'xmp:Rating': '5' });

const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
/** The JPEG from its start-of-scan marker on: the compressed pixels. */
const scanData = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
const gpsOf = (image: Buffer) => exifr.gps(image).catch(() => undefined);

/** The TIFF body of a WebP's EXIF chunk. */
function webpExif(webp: Buffer): Buffer {
  const at = webp.indexOf(Buffer.from('EXIF', 'latin1'));
  const body = webp.subarray(at + 8, at + 8 + webp.readUInt32LE(at + 4));
  return body.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? body.subarray(6) : body;
}

describe('stripImageLocation', () => {
  it('empties the EXIF GPS of a JPEG in place, drops XMP and IPTC places, and keeps the pixels byte for byte', async () => {
    const photo = await exifPhoto({ takenAt: '2024:07:14 10:30:05', gps: true, orientation: 6 });
    const withXmp = await sharp(photo, { autoOrient: false })
      .withExif({ ...GPS_EXIF, IFD2: { DateTimeOriginal: '2024:07:14 10:30:05' } })
      .withXmp(CITY_XMP)
      .jpeg()
      .toBuffer();
    const original = withJpegSegments(
      withXmp,
      iptcSegment([
        [90, 'London'],
        [5, 'Beach day'],
      ]),
    );
    expect(await gpsOf(original)).toMatchObject({ latitude: expect.closeTo(51.5074, 3) });
    expect(original.includes('London')).toBe(true);

    const stripped = stripImageLocation(original, 'image/jpeg');
    expect(await gpsOf(stripped)).toBeUndefined();
    expect(stripped.includes('London')).toBe(false);
    expect(stripped.includes('Photoshop 3.0')).toBe(false);
    expect(scanData(stripped).equals(scanData(original))).toBe(true);
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
    // The rest of the EXIF (camera, date) is still there, unmoved.
    const exif = await exifr.parse(stripped, { reviveValues: false });
    expect(exif).toMatchObject({ Make: 'Amity Test Camera', DateTimeOriginal: '2024:07:14 10:30:05' });
    expect(exif?.GPSLatitude).toBeUndefined();

    // The orientation survives too.
    const upright = stripImageLocation(photo, 'image/jpeg');
    expect(upright.length).toBe(photo.length);
    expect((await exifr.parse(upright, { translateValues: false }))?.Orientation).toBe(6);
    expect(await gpsOf(upright)).toBeUndefined();
  });

  it('leaves a JPEG without a place exactly as it is', async () => {
    const plain = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } })
      .withExif({ IFD0: { Make: 'Amity Test Camera' } })
      .withXmp(PLAIN_XMP)
      .jpeg()
      .toBuffer();
    const withIptc = withJpegSegments(plain, iptcSegment([[5, 'Beach day']]));
    expect(stripImageLocation(withIptc, 'image/jpeg').equals(withIptc)).toBe(true);
  });

  it('empties the GPS of a PNG eXIf chunk (with a new CRC) and drops an XMP chunk naming a place', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3a7bd5' } })
      .withExif(GPS_EXIF)
      .png()
      .toBuffer();
    const original = withPngChunks(png, pngTextChunk('XML:com.adobe.xmp', CITY_XMP), pngTextChunk('Comment', 'kept'));
    expect(await gpsOf(original)).toMatchObject({ latitude: expect.closeTo(51.5074, 3), longitude: expect.closeTo(-0.1277, 3) });
    const stripped = stripImageLocation(original, 'image/png');
    expect(await gpsOf(stripped)).toBeUndefined();
    expect(stripped.includes('London')).toBe(false);
    expect(stripped.includes('kept')).toBe(true);
    expect(stripped.length).toBe(original.length - pngTextChunk('XML:com.adobe.xmp', CITY_XMP).length);
    // libvips checks every CRC: the picture still decodes to the same pixels.
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
  });

  it('empties the GPS of a WebP EXIF chunk and drops an XMP chunk naming a place', async () => {
    const original = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3a7bd5' } })
      .withExif(GPS_EXIF)
      .withXmp(CITY_XMP)
      .webp({ lossless: true })
      .toBuffer();
    expect(await exifr.gps(webpExif(original))).toMatchObject({
      latitude: expect.closeTo(51.5074, 3),
      longitude: expect.closeTo(-0.1277, 3),
    });
    const stripped = stripImageLocation(original, 'image/webp');
    expect(await exifr.gps(webpExif(stripped)).catch(() => undefined)).toBeUndefined();
    expect(stripped.includes('London')).toBe(false);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect((await sharp(stripped).metadata()).xmp).toBeUndefined();
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
  });

  it('drops a GIF XMP extension naming a place, keeping the frames', async () => {
    const gif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3a7bd5' } })
      .gif()
      .toBuffer();
    const original = withGifXmp(gif, CITY_XMP);
    const stripped = stripImageLocation(original, 'image/gif');
    expect(stripped.equals(gif)).toBe(true);
    const plain = withGifXmp(gif, PLAIN_XMP);
    expect(stripImageLocation(plain, 'image/gif').equals(plain)).toBe(true);
  });

  it('returns other types and files it cannot follow unchanged', () => {
    const pdf = Buffer.from('%PDF-1.7\n/GPSLatitude 51');
    expect(stripImageLocation(pdf, 'application/pdf')).toBe(pdf);
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x00]);
    expect(stripImageLocation(broken, 'image/jpeg')).toBe(broken);
    expect(blankGpsIfd(Buffer.from('II*\0\xff\xff\xff\xff', 'latin1'))).toBe(false);
    expect(blankGpsIfd(Buffer.alloc(3))).toBe(false);
  });
});

async function* chunked(data: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}
async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

describe('createMp4LocationFilter', () => {
  it('renames the QuickTime and Apple location boxes to free as the video streams, keeping every size and offset', async () => {
    const video = mp4WithLocation();
    for (const size of [7, 1000, 1 << 20]) {
      const filter = createMp4LocationFilter({ strip: true });
      const out = await collect(filter.filter(chunked(video, size)));
      expect(out.length).toBe(video.length);
      expect(out.includes('\u00a9xyz', 0, 'latin1')).toBe(false);
      expect(out.includes('+51.5074')).toBe(true); // the bytes remain inside a 'free' box, which no player reads
      expect(filter.position()).toBe('51.50740, -0.12780');
      // Only box types changed: the mdat and the harmless 'make' item are untouched.
      const differing = [...out].filter((byte, i) => byte !== video[i]).length;
      expect(differing).toBeLessThanOrEqual(8);
      expect(out.includes('Apple')).toBe(true);
    }
  });

  it('passes the video through unchanged when the place is shared, still reading it', async () => {
    const video = mp4WithLocation('-33.8688+151.2093/');
    const filter = createMp4LocationFilter({ strip: false });
    expect((await collect(filter.filter(chunked(video, 333)))).equals(video)).toBe(true);
    expect(filter.position()).toBe('-33.86880, 151.20930');
  });

  it('refuses a moov larger than it holds, and reads ISO 6709 strictly', async () => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(MP4_HELD_BOX_MAX + 9, 0);
    head.write('moov', 4, 'latin1');
    await expect(collect(createMp4LocationFilter({ strip: true }).filter(chunked(head, 8)))).rejects.toBeInstanceOf(Mp4IndexTooLargeError);
    expect(iso6709ToPosition('+91.0000+000.0000/')).toBeUndefined();
    expect(iso6709ToPosition('nothing here')).toBeUndefined();
  });
});
