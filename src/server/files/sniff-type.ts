/** Content types recognised from a file's first bytes (never from its name or the client's claim). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type SniffedType = ImageType | 'application/pdf';

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

/** The type the bytes really are, or undefined when none of the known signatures match. */
export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.type;
}
