// Removes the previous compiled server in the folder given as the argument (dist by default): its src/ and any
// bench/ left by an older build, so files of modules since moved or deleted do not linger. The client (dist/web)
// and its bundle report stay. Runs first in build (so a client step that fails, over its size budget say, leaves
// no older server behind to be run by mistake), build:server and build:bench.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const outDir = join(new URL('..', import.meta.url).pathname, process.argv[2] ?? 'dist');
for (const folder of ['src', 'bench']) rmSync(join(outDir, folder), { recursive: true, force: true });
