/** Characters gathered before they are encoded: a chunk encodes well within a time slice. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Text written piece by piece and kept as UTF-8 chunks of about CHUNK_CHARS characters, never as one string: joining
 * megabytes, flattening the joined string and encoding it for the socket are each one copy no time slice can cut.
 * Pieces are whole JSON tokens or values, so no character is split between two chunks.
 */
export class Utf8Chunks {
  readonly chunks: Buffer[] = [];
  private pending = '';

  push(text: string): void {
    this.pending += text;
    if (this.pending.length >= CHUNK_CHARS) this.flush();
  }

  /** The chunks, the last one included. */
  done(): Buffer[] {
    this.flush();
    return this.chunks;
  }

  private flush(): void {
    if (this.pending === '') return;
    this.chunks.push(Buffer.from(this.pending, 'utf8'));
    this.pending = '';
  }
}
