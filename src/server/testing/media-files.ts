import sharp from 'sharp';

const box = (type: string, body: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

function mvhd(seconds: number, version: 0 | 1): Buffer {
  const timescale = 1000;
  const body = Buffer.alloc(version === 1 ? 112 : 100);
  body[0] = version;
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(Math.round(seconds * timescale)), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(Math.round(seconds * timescale), 16);
  }
  return box('mvhd', body);
}

/** A minimal MP4 (ftyp, mdat, moov/mvhd): enough for type sniffing and reading the duration, not for playing. */
export function mp4File(opts: {
  seconds: number;
  mdatBytes?: number;
  version?: 0 | 1;
  moovFirst?: boolean;
  largeMdat?: boolean;
  withoutMoov?: boolean;
}): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
  const payload = Buffer.alloc(opts.mdatBytes ?? 1000, 7);
  let mdat = box('mdat', payload);
  if (opts.largeMdat) {
    const head = Buffer.alloc(16);
    head.writeUInt32BE(1, 0);
    head.write('mdat', 4, 'latin1');
    head.writeBigUInt64BE(BigInt(16 + payload.length), 8);
    mdat = Buffer.concat([head, payload]);
  }
  const moov = box('moov', Buffer.concat([mvhd(opts.seconds, opts.version ?? 0), box('trak', Buffer.alloc(40))]));
  if (opts.withoutMoov) return Buffer.concat([ftyp, mdat]);
  return Buffer.concat(opts.moovFirst ? [ftyp, moov, mdat] : [ftyp, mdat, moov]);
}

/** A JPEG with EXIF: the date it was taken, a GPS position and an orientation that turns it upright. */
export function exifPhoto(opts: {
  width?: number;
  height?: number;
  background?: string;
  takenAt?: string;
  gps?: boolean;
  orientation?: number;
}) {
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Amity Test Camera' } };
  if (opts.takenAt) exif.IFD2 = { DateTimeOriginal: opts.takenAt };
  if (opts.gps) {
    exif.IFD3 = { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2664/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' };
  }
  let image = sharp({
    create: { width: opts.width ?? 1200, height: opts.height ?? 800, channels: 3, background: opts.background ?? '#3a7bd5' },
  }).withExif(exif);
  if (opts.orientation) image = image.withMetadata({ orientation: opts.orientation });
  return image.jpeg().toBuffer();
}
