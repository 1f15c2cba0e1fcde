import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { BlobStore } from '../../files/blob-store.js';
import type { StoredFile } from '../../files/file-store.js';
import type { ExportContent } from './collect-export.js';

const README = `Your Amity data

data/*.json   your account, your private records (wellness, tone coach drafts, notifications) and your family's
              shared record (children, calendar, messages, expenses, timeline, media, reports, history), as stored.
data/files.json   every file you can open in the app, with where it is in this archive.
files/        the files themselves.

People are named by id; data/family.json lists the family's members by id.
`;

/** The path of a file inside the archive: its id (unique) and its name, with nothing that reads as a folder. */
function exportPathOf(file: Pick<StoredFile, 'id' | 'name'>): string {
  const name = file.name.replace(/[/\\:*?"<>|]/g, '_').slice(0, 120);
  return `files/${file.id}-${name}`;
}

/**
 * The export as a zip stream: the JSON documents (compressed), then each file streamed from the blob store one
 * after the other (stored as they are), so a large library never sits in memory.
 */
export function writeExportZip(content: ExportContent, blobs: BlobStore): Readable {
  const zip = new ZipFile();
  const mtime = new Date();
  zip.addBuffer(Buffer.from(README), 'README.txt', { mtime });
  for (const [name, value] of Object.entries(content.documents)) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), `data/${name}.json`, { mtime });
  }
  const listed = content.files.map((f) => ({
    id: f.id,
    name: f.name,
    contentType: f.contentType,
    size: f.size,
    sha256: f.sha256,
    purpose: f.purpose,
    uploadedBy: f.uploadedBy,
    createdAt: f.createdAt,
    path: exportPathOf(f),
  }));
  zip.addBuffer(Buffer.from(`${JSON.stringify(listed, null, 2)}\n`), 'data/files.json', { mtime });
  for (const file of content.files) {
    zip.addReadStreamLazy(exportPathOf(file), { mtime: new Date(file.createdAt), compress: false }, (done) => {
      blobs.get(file.storageKey).then(
        // A file whose bytes are gone still has its row: an empty entry keeps the listing true to the record.
        (stream) => done(null, stream ?? new PassThrough().end()),
        (error: unknown) => done(error, new PassThrough()),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
