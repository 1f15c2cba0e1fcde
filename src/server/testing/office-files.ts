/** A ZIP of stored (uncompressed) entries, as OOXML and ODF documents are; enough for type sniffing. */
export function storedZip(entries: { name: string; data: string }[]): Buffer {
  const parts = entries.map(({ name, data }) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(Buffer.byteLength(data), 18);
    header.writeUInt32LE(Buffer.byteLength(data), 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name), Buffer.from(data)]);
  });
  return Buffer.concat(parts);
}

export const docx = () =>
  storedZip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: '<w:document/>' },
  ]);
export const xlsx = () =>
  storedZip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
  ]);
export const pptx = () =>
  storedZip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'ppt/presentation.xml', data: '<presentation/>' },
  ]);
export const odt = () =>
  storedZip([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
    { name: 'content.xml', data: '<office:document-content/>' },
  ]);

/** An OLE compound file header followed by a directory entry naming `stream` (UTF-16LE), as legacy Office files have. */
export function oleFile(stream: 'WordDocument' | 'Workbook'): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const entry = Buffer.alloc(128);
  Buffer.from(stream, 'utf16le').copy(entry);
  return Buffer.concat([header, Buffer.alloc(512), entry]);
}
