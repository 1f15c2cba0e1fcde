import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The file's content, creating it with `generate()` when it does not exist yet. Two processes starting at once on
 * one DATA_DIR agree on one content: the new content is written whole to a private temporary file and linked to its
 * name, which fails when the name exists (so nobody ever reads a half-written file), and then the winner's is read.
 */
export function readOrCreateFile(file: string, generate: () => string): { content: string; created: boolean } {
  try {
    return { content: readFileSync(file, 'utf8'), created: false };
  } catch {
    // Not there yet: create it below.
  }
  mkdirSync(dirname(file), { recursive: true });
  const content = generate();
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
    return { content, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { content: readFileSync(file, 'utf8'), created: false };
  } finally {
    unlinkSync(temporary);
  }
}
