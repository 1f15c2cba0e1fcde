// After `tsc`: copies the server's data files that tsc does not emit (the offline models' .bin files) from src/server
// to the same place under the output folder given as the argument (dist, or dist-bench for the benchmarks).
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, process.argv[2] ?? 'dist');
const ASSET = /\.bin$/;

function* assets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* assets(path);
    else if (ASSET.test(entry.name)) yield path;
  }
}

let copied = 0;
for (const source of assets(join(root, 'src/server'))) {
  const target = join(outDir, relative(root, source));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(source, target);
  copied++;
}
console.log(`copy-server-assets: ${copied} model files to ${relative(root, outDir)}/`);
