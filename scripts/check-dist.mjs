// After build:server: fails the build when dist holds something that does not run in production: tests, test helpers,
// training, evaluation or benchmark code (those live in tools/, bench/ and src/server/testing, and are excluded by
// tsconfig.server.json), or a server module that nothing reachable from main.js imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const FORBIDDEN = /(?:^|\/)(?:bench|tools|testing|training|evaluation)(?:\/|$)|\.test\.|test-helpers|test-kit|testing-|fixtures/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const problems = [];
const emitted = [...files(dist)].filter((path) => !path.startsWith(join(dist, 'web') + '/'));
for (const path of emitted) {
  if (FORBIDDEN.test(relative(dist, path))) problems.push(`${relative(root, path)}: not production code`);
}

// Every compiled server module must be reachable from the entry through relative imports (static or import()), or
// as a worker thread's file (`new URL('./worker.js', import.meta.url)`).
const entry = join(dist, 'src/server/main.js');
const reached = new Set();
const stack = [entry];
while (stack.length > 0) {
  const file = stack.pop();
  if (reached.has(file) || !existsSync(file)) continue;
  reached.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport|\bnew URL)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    stack.push(resolve(dirname(file), specifier));
  }
}
if (!reached.has(entry)) problems.push('dist/src/server/main.js is missing');
// Modules of types only compile to an empty `export {};`: nothing runs, nothing to import.
const typesOnly = (path) => /^export \{\};\s*(?:\/\/# sourceMappingURL=\S+\s*)?$/.test(readFileSync(path, 'utf8'));
for (const path of emitted) {
  if (path.startsWith(join(dist, 'src/server') + '/') && path.endsWith('.js') && !reached.has(path) && !typesOnly(path)) {
    problems.push(`${relative(root, path)}: not imported by anything main.js runs`);
  }
}

if (problems.length > 0) {
  console.error(`check-dist: dist holds what does not run in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`check-dist: ${emitted.length} files outside dist/web, all production code`);
