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
    rollupOptions: {
      input: { app: fromRoot('./src/web/index.html'), login: fromRoot('./src/web/login.html') },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:5000', ws: true } },
  },
});
