// Before build:server (and build:bench): removes the previous server build in the folder given as the argument (dist
// by default), all but the client in dist/web, so files of modules since moved or deleted do not linger.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const outDir = join(new URL('..', import.meta.url).pathname, process.argv[2] ?? 'dist');
if (existsSync(outDir)) {
  for (const entry of readdirSync(outDir, { withFileTypes: true }).filter((e) => e.name !== 'web')) {
    rmSync(join(outDir, entry.name), { recursive: true, force: true });
  }
}
