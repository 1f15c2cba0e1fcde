import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { docx, odt, oleFile, pptx, storedZip, xlsx } from '../testing/office-files.js';
import { sniffType } from './sniff-type.js';

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

describe('sniffType', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('recognises a real %s from its bytes', async (format) => {
    expect(sniffType(await image(format))).toBe(`image/${format}`);
  });

  it('recognises a PDF', () => {
    expect(sniffType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
  });

  it('does not trust names or near misses', () => {
    expect(sniffType(Buffer.from('hello, I am a text file named photo.png'))).toBeUndefined();
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniffType(new Uint8Array())).toBeUndefined();
  });
});

describe('sniffType for office documents', () => {
  it('recognises OOXML, ODF text and legacy Word and Excel from their structure', () => {
    expect(sniffType(docx())).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(sniffType(xlsx())).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sniffType(pptx())).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(sniffType(odt())).toBe('application/vnd.oasis.opendocument.text');
    expect(sniffType(oleFile('WordDocument'))).toBe('application/msword');
    expect(sniffType(oleFile('Workbook'))).toBe('application/vnd.ms-excel');
  });

  it('does not take any ZIP or OLE file for an office document', () => {
    expect(sniffType(storedZip([{ name: 'evil.exe', data: 'MZ' }]))).toBeUndefined();
    expect(sniffType(storedZip([{ name: 'word/document.xml', data: '<w:document/>' }]))).toBeUndefined();
    expect(sniffType(oleFile('WordDocument').subarray(8))).toBeUndefined();
    expect(sniffType(Buffer.from('[Content_Types].xml word/document.xml'))).toBeUndefined();
  });
});

describe('sniffType for video', () => {
  const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from(`ftyp${brand}\0\0\0\0isom`)]);
  const ebml = (docType: string) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from(docType)]);

  it('recognises MP4, QuickTime, WebM and Matroska from their headers', () => {
    expect(sniffType(ftyp('isom'))).toBe('video/mp4');
    expect(sniffType(ftyp('mp42'))).toBe('video/mp4');
    expect(sniffType(ftyp('qt  '))).toBe('video/quicktime');
    expect(sniffType(ebml('webm'))).toBe('video/webm');
    expect(sniffType(ebml('matroska'))).toBe('video/x-matroska');
  });

  it('does not take HEIF or AVIF stills, audio or a bare EBML header for video', () => {
    expect(sniffType(ftyp('heic'))).toBeUndefined();
    expect(sniffType(ftyp('avif'))).toBeUndefined();
    expect(sniffType(ftyp('M4A '))).toBeUndefined();
    expect(sniffType(ebml('other'))).toBeUndefined();
    expect(sniffType(Buffer.from('....ftyp'))).toBeUndefined();
  });
});
