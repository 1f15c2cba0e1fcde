import { crc32 } from 'node:zlib';

/** A Photoshop APP13 segment holding IPTC datasets (record 2), e.g. [[90, 'London']] for the city. */
export function iptcSegment(datasets: [number, string][]): Buffer {
  const iim = Buffer.concat(
    datasets.map(([dataset, text]) => {
      const value = Buffer.from(text, 'utf8');
      const head = Buffer.from([0x1c, 2, dataset, 0, 0]);
      head.writeUInt16BE(value.length, 3);
      return Buffer.concat([head, value]);
    }),
  );
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iim.length);
  const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), size, iim, Buffer.alloc(iim.length & 1)]);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const head = Buffer.from([0xff, 0xed, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** Puts segments right after a JPEG's SOI marker. */
export const withJpegSegments = (jpeg: Buffer, ...segments: Buffer[]): Buffer =>
  Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);

/** An XMP packet with the given properties as attributes of one rdf:Description. */
export function xmpPacket(properties: Record<string, string>): string {
  const attributes = Object.entries(properties)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return (
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    `<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"${attributes}/>` +
    '</rdf:RDF></x:xmpmeta>'
  );
}

/** A PNG iTXt chunk (uncompressed) with a keyword and text. */
export function pngTextChunk(keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text, 'utf8')]);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write('iTXt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** Puts chunks right after a PNG's IHDR. */
export function withPngChunks(png: Buffer, ...chunks: Buffer[]): Buffer {
  const afterIhdr = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterIhdr), ...chunks, png.subarray(afterIhdr)]);
}

/** A GIF application extension carrying an XMP packet, inserted before the first image. */
export function withGifXmp(gif: Buffer, xmp: string): Buffer {
  const packed = gif[10] ?? 0;
  const afterHeader = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  // XMP's 'magic trailer' (258 bytes: 0x01, 0xFF…0x00, 0x00) keeps sub-block readers in step.
  const trailer = Buffer.from([0x01, ...Array.from({ length: 256 }, (_, i) => 255 - i), 0x00]);
  const extension = Buffer.concat([
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('XMP DataXMP', 'latin1'),
    Buffer.from(xmp, 'utf8'),
    trailer,
  ]);
  return Buffer.concat([gif.subarray(0, afterHeader), extension, gif.subarray(afterHeader)]);
}

export const box = (type: string, body: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * An MP4 whose 'moov' carries the place three ways: QuickTime 'udta/©xyz', and Apple's
 * 'meta/keys' + 'meta/ilst' entry 'com.apple.quicktime.location.ISO6709' (plus a harmless 'make' key).
 */
export function mp4WithLocation(position = '+51.5074-000.1278+010.000/'): Buffer {
  const text = Buffer.from(position, 'latin1');
  const xyzHead = Buffer.alloc(4);
  xyzHead.writeUInt16BE(text.length, 0);
  xyzHead.writeUInt16BE(0x15c7, 2);
  const udta = box('udta', box('\u00a9xyz', Buffer.concat([xyzHead, text])));
  const key = (name: string) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + name.length);
    return Buffer.concat([size, Buffer.from('mdta', 'latin1'), Buffer.from(name, 'latin1')]);
  };
  const count = Buffer.alloc(8);
  count.writeUInt32BE(2, 4);
  const keys = box('keys', Buffer.concat([count, key('com.apple.quicktime.make'), key('com.apple.quicktime.location.ISO6709')]));
  const item = (index: number, value: string) => {
    const type = Buffer.alloc(4);
    type.writeUInt32BE(index);
    const data = box('data', Buffer.concat([Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), Buffer.from(value, 'latin1')]));
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + data.length);
    return Buffer.concat([size, type, data]);
  };
  const ilst = box('ilst', Buffer.concat([item(1, 'Apple'), item(2, position)]));
  const hdlr = box('hdlr', Buffer.concat([Buffer.alloc(8), Buffer.from('mdta', 'latin1'), Buffer.alloc(13)]));
  const meta = box('meta', Buffer.concat([hdlr, keys, ilst]));
  const mvhd = box('mvhd', Buffer.alloc(100));
  const ftyp = box('ftyp', Buffer.from('qt  \0\0\0\0qt  ', 'latin1'));
  const mdat = box('mdat', Buffer.alloc(50_000, 7));
  return Buffer.concat([ftyp, mdat, box('moov', Buffer.concat([mvhd, udta, meta]))]);
}
