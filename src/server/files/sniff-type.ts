/** Content types recognised from a file's first bytes (never from its name or the client's claim). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const OFFICE_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/msword',
  'application/vnd.ms-excel',
] as const;
export type OfficeType = (typeof OFFICE_TYPES)[number];
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export type SniffedType = ImageType | 'application/pdf' | OfficeType | VideoType;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: { type: SniffedType; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { type: 'image/gif', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { type: 'application/pdf', matches: (b) => startsWith(b, ascii('%PDF-')) },
];

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const contains = (bytes: Uint8Array, text: string, encoding: 'latin1' | 'utf16le' = 'latin1'): boolean =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, encoding));

/**
 * Office documents: OOXML is a ZIP holding [Content_Types].xml and a part folder named for the
 * application; ODF stores its 'mimetype' entry first, uncompressed; legacy Word and Excel files are
 * OLE compound files whose directory names a 'WordDocument' or 'Workbook' stream (UTF-16).
 */
function sniffOffice(bytes: Uint8Array): OfficeType | undefined {
  if (startsWith(bytes, ZIP)) {
    if (startsWith(bytes, ascii('mimetypeapplication/vnd.oasis.opendocument.text'), 30)) return 'application/vnd.oasis.opendocument.text';
    if (!contains(bytes, '[Content_Types].xml')) return undefined;
    if (contains(bytes, 'word/document.xml')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (contains(bytes, 'xl/workbook.xml')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (contains(bytes, 'ppt/presentation.xml')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    return undefined;
  }
  if (startsWith(bytes, OLE)) {
    if (contains(bytes, 'WordDocument', 'utf16le')) return 'application/msword';
    if (contains(bytes, 'Workbook', 'utf16le')) return 'application/vnd.ms-excel';
  }
  return undefined;
}

/** ISO base media brands that are still images (HEIF, AVIF) or audio, not video. */
const NON_VIDEO_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'M4A ', 'M4B ', 'M4P ']);
const EBML = [0x1a, 0x45, 0xdf, 0xa3];

/** MP4 and QuickTime start with an 'ftyp' box naming the major brand; WebM and Matroska are EBML with their DocType in the header. */
function sniffVideo(bytes: Uint8Array): VideoType | undefined {
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (NON_VIDEO_BRANDS.has(brand)) return undefined;
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (startsWith(bytes, EBML)) {
    const header = bytes.subarray(0, 64);
    if (contains(header, 'webm')) return 'video/webm';
    if (contains(header, 'matroska')) return 'video/x-matroska';
  }
  return undefined;
}

/** The type the bytes really are, or undefined when none of the known signatures match. */
export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.type ?? sniffOffice(bytes) ?? sniffVideo(bytes);
}
