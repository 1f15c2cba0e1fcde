import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fromRoot('./src/web'), '@common': fromRoot('./src/common') },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    manifest: true,
    // Preload what index.html needs; skip the polyfill (every supported browser has modulepreload) and the
    // per-lazy-import dependency lists, which grow with every screen and weigh on the first load.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rollupOptions: {
      input: { app: fromRoot('./src/web/index.html'), login: fromRoot('./src/web/login.html') },
      output: {
        // Every signed-in page needs the framework: keep it in one chunk, so adding a lazy screen never splits it
        // into several small shared files (each costs its own request and gzip overhead on first load).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 20,
              // Lucide's icon factory too (not the icons): every screen draws icons, and alone it is one more request.
              // Not useMutation: nothing on a first paint writes, so it loads with the first screen that does.
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|wouter)[\\/]|@tanstack[\\/](?!.*[\\/](?:useMutation|mutationObserver)\.js$)|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/,
            },
            // Small pieces drawn on the first paint of the landing page and the signed-in screens (buttons, cards,
            // the logo): one chunk rather than a request and a gzip stream each.
            {
              name: 'ui',
              priority: 15,
              test: /src[\\/]web[\\/](?:lib[\\/](?:utils|variants|merge-slot-props)\.ts|components[\\/]ui[\\/](?:button|slot|card|badge)\.tsx|components[\\/](?:icon-card-title\.tsx|events[\\/]event-type-style\.ts)|shell[\\/]logo\.tsx)$/,
            },
            // Shared with the sign-in page, which must not load the chunk above (it pulls in the framework).
            { name: 'constants', priority: 16, test: /src[\\/]common[\\/]constants\.ts$/ },
            // The dashboard's two data sources, shared with later screens: one small chunk rather than two.
            { name: 'dashboard-data', priority: 10, test: /src[\\/]web[\\/]lib[\\/]queries[\\/](events|conversations)\.ts$/ },
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
