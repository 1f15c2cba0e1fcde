// `npm start`: builds the client and server when the build is missing or older than the sources, then serves.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['dist/src/server/main.js', 'dist/web/index.html', 'dist/web/login.html'].map((p) => join(root, p));
const sources = ['src', 'package.json', 'vite.config.ts', 'tsconfig.server.json'].map((p) => join(root, p));

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const built = outputs.every((p) => existsSync(p));
const stale = built && Math.max(...sources.map(newestMtime)) > Math.min(...outputs.map((p) => statSync(p).mtimeMs));
if (!built || stale) {
  console.log(built ? 'Sources changed since the last build: building…' : 'First start: building the app…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(join(root, 'dist/src/server/main.js'));
