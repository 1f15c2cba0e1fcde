import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateFile } from './write-file-once.js';

describe('readOrCreateFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'amity-once-'));
  afterEach(() => rmSync(join(dir, 'nested'), { recursive: true, force: true }));

  it('creates the file once, private to its owner, and answers the same content to everyone after', () => {
    const file = join(dir, 'nested', 'key');
    expect(readOrCreateFile(file, () => 'first')).toEqual({ content: 'first', created: true });
    expect(readOrCreateFile(file, () => 'second')).toEqual({ content: 'first', created: false });
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'nested'))).toEqual(['key']);
  });

  it('lets a process that lost the race read the winner’s whole content', () => {
    const file = join(dir, 'nested', 'raced');
    // The other process links its file while this one is generating.
    const result = readOrCreateFile(file, () => {
      readOrCreateFile(file, () => 'winner');
      return 'loser';
    });
    expect(result).toEqual({ content: 'winner', created: false });
    expect(readdirSync(join(dir, 'nested'))).toEqual(['raced']);
  });
});
