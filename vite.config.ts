import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite wraps every `import()` in a helper that first loads the chunk's CSS and preloads its imports. Here it has
 * nothing to do: `resolveDependencies` drops the JS lists, and the only CSS is the stylesheet every page links. So the
 * wrappers go (`__vitePreload(f, __VITE_PRELOAD__)` becomes `(f)()`, which the minifier inlines) and the
 * helper (0.9 kB gzipped on every first load) is a stub; the build fails if a chunk ever brings CSS of its own.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'amity:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load();' : null;
    },
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        const calls = code.match(/\b__vitePreload\(/g)?.length ?? 0;
        const markers = code.match(/, __VITE_PRELOAD__\)/g)?.length ?? 0;
        if (calls !== markers) return this.error(`${chunk.fileName}: ${calls} dynamic-import wrappers but ${markers} markers.`);
        if (calls === 0) return null;
        return code.replace(/\b__vitePreload\(/g, '(').replaceAll(', __VITE_PRELOAD__)', ')()');
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const linkedCss = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          for (const file of [chunk.fileName, ...chunk.imports]) {
            const imported = bundle[file];
            if (imported?.type === 'chunk') for (const css of imported.viteMetadata?.importedCss ?? []) linkedCss.add(css);
          }
        }
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const own = [...(chunk.viteMetadata?.importedCss ?? [])].filter((css) => !linkedCss.has(css));
          if (own.length > 0) {
            return this.error(`${chunk.fileName}: a dynamic import needs its own CSS (${own.join(', ')}); restore Vite's preload helper.`);
          }
        }
      },
    },
  };
}

/**
 * lucide-react's icons draw with our factory (src/web/lib/lucide-icon.ts, tested to draw the same as lucide's), and
 * lose what only lucide's factory read: the React key of each shape (six random characters each, which gzip cannot
 * shrink; ours draws the shapes as separate children, which need none), the default size and a stray property read.
 */
function lucideIcons(): Plugin {
  const icon = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: 'amity:lucide-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../createLucideIcon.mjs' && importer && icon.test(importer) ? fromRoot('./src/web/lib/lucide-icon.ts') : null;
    },
    transform(code, id) {
      if (!icon.test(id) || !code.includes('const __iconData = {')) return null;
      return code
        .replace(/,\s*key: "[^"]*"/g, '')
        .replace('\n  size: 24,', '')
        .replace('\n__iconData.node;', '');
    },
  };
}

/** The modules each HTML page imports statically (filled in at the end of the module graph, read by the groups). */
const statically = { app: new Set<string>(), login: new Set<string>() };

/** Records the static import graph of index.html and login.html, for the chunk groups below. */
function staticImportGraph(): Plugin {
  return {
    name: 'amity:static-import-graph',
    apply: 'build',
    buildEnd() {
      // Our own modules only: a library's index names every module it has, used or not (FRAMEWORK_MODULES picks those).
      const walk = (id: string, seen: Set<string>) => {
        if (seen.has(id) || id.includes('node_modules')) return;
        seen.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next, seen);
      };
      for (const page of ['app', 'login'] as const) {
        statically[page].clear();
        walk(fromRoot(`./src/web/${page === 'app' ? 'index' : 'login'}.html`), statically[page]);
      }
    },
  };
}

const FRAMEWORK_MODULES =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|wouter)[\\/]|@tanstack[\\/](?!.*[\\/](?:useMutation|mutationObserver)\.js$)|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))|^\0vite[\\/]preload-helper\.js$/;
const ENTRY_MODULE = /src[\\/]web[\\/](?:index\.html|main\.tsx)$/;
const FIRST_PAINT_MODULES =
  /src[\\/]web[\\/](?:lib[\\/](?:utils|variants|merge-slot-props|use-document-title|api-error|lucide-icon)\.ts|components[\\/]ui[\\/](?:button|slot|card)\.tsx|components[\\/](?:icon-card-title\.tsx|events[\\/]event-type-style\.ts)|shell[\\/]logo\.tsx)$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]calendar-days\.mjs$/;

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss(), lucideIcons(), plainDynamicImports(), staticImportGraph()],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src/web') },
      { find: '@common', replacement: fromRoot('./src/common') },
      // React 19 has useSyncExternalStore; the shim wouter imports ships a fallback for React 17 that only re-exports it here.
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'react' },
    ],
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    manifest: true,
    // Preload what index.html needs; skip the polyfill (every supported browser has modulepreload) and the
    // per-lazy-import dependency lists, which grow with every screen and weigh on the first load.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rollupOptions: {
      // The pages use no export of their entries; inlining common chunks (below) needs rolldown free to drop them.
      preserveEntrySignatures: false,
      input: { app: fromRoot('./src/web/index.html'), login: fromRoot('./src/web/login.html') },
      output: {
        // The one stylesheet keeps its name, whichever chunk its module sits in.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'assets/styles-[hash][extname]' : 'assets/[name]-[hash][extname]',
        // What every page of the app draws with (the libraries, the entry's own code, the first-paint pieces) is one
        // chunk: one request and one gzip stream rather than a dozen small ones, and adding a lazy screen never splits
        // it into small shared files. Screens, the signed-in shell and what loads on interaction stay chunks of their own.
        codeSplitting: {
          // Rolldown gives each set of chunks sharing a module a chunk of its own: a screen loaded 24 to 53 files before
          // it could draw (icons, buttons, Radix parts), and on a phone's network every file is a round trip. A common
          // chunk under 16 KiB is copied into the chunks that use it instead (rolldown's runtime keeps one copy of
          // each module's state), so a screen is 1 to 7 files. It costs module wrappers (strict execution order,
          // +3.5 kB on the first load) and repeats code across screens (all chunks 391 -> 639 kB gzipped); decision 0046.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
          groups: [
            // Shared with the sign-in page, which must not load the chunk below (it pulls in the framework).
            {
              name: 'constants',
              priority: 30,
              // The stylesheet's module too: CSS is never inlined (above), and on its own it was an empty chunk.
              test: /src[\\/](?:common[\\/]constants\.ts|web[\\/]lib[\\/]pwa\.ts|web[\\/]styles\.css)$/,
            },
            {
              name: 'framework',
              priority: 20,
              // React, wouter, TanStack Query (not useMutation: nothing on a first paint writes, so it loads with the
              // first screen that does), lucide's icon factory (not the icons), Vite's dynamic-import helper; what
              // index.html imports statically (main.tsx stays the entry); buttons, cards and the logo, drawn on the
              // first paint of the landing page and of every signed-in screen, and the screens' title hook.
              test: (id) =>
                FRAMEWORK_MODULES.test(id) ||
                FIRST_PAINT_MODULES.test(id) ||
                (statically.app.has(id) && !statically.login.has(id) && !ENTRY_MODULE.test(id)),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:5000', ws: true } },
  },
});
