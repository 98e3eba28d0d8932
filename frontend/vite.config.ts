import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { styledComponentIds } from './vite/styledComponentIds';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));

/** The API server in development (`npm run dev` starts it on this port). */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: frontendDir,
  publicDir: 'public',
  // stable styled-components class names, so prerendered HTML hydrates (see the plugin)
  plugins: [react(), styledComponentIds(fileURLToPath(new URL('./src/', import.meta.url)))],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // two pages: the site, and the GraphQL explorer the server shows admins at GET /graphql
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      // React does nothing when imported, but as CommonJS it counts as having side effects: a
      // feature's index.ts that re-exports a hook would then pull React into the entry chunk,
      // which must stay free of it until the landing page's first interaction (main.tsx).
      treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]react[\\/]/, sideEffects: false }] },
    },
  },
  // the explorer's Monaco workers are ES modules with their own chunks
  worker: { format: 'es' },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
