import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the Fastify server runs on :3000 and Vite serves the React app; everything the browser
// asks of the server goes through this proxy, so cookies and the Origin check see one origin.
const SERVER_URL = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // zod with its configuration applied before any schema is created (web/zod.ts).
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./web/zod.ts', import.meta.url)) }],
  },
  build: {
    // .vite/manifest.json: which chunks each page's first load pulls in (npm run bench:web, chunks test).
    manifest: true,
    rolldownOptions: {
      // Required by the common-chunk inlining below: an entry's unused exports may go.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // A group takes only the modules it names (not their dependencies: a TanStack group would take React's
          // jsx-runtime with it, and every page would load the query library). One chunk for zod and its
          // configuration (web/zod.ts), shared by the screens that parse with it; one for TanStack Query (its
          // five or six small chunks were as many requests on each page that uses it).
          includeDependenciesRecursively: false,
          // Small shared chunks (an icon, a card, React's jsx-runtime: 0.1–3 kB each) are copied as factories into
          // the chunks that use them, with one registry so each module still runs once and keeps one state. A
          // first load went from 14–44 files to 6–10, and on a phone's round trips the number of files is what
          // costs (Lighthouse, docs/performance.md, "Web performance"). Style modules stay files (rolldown's Vite advice).
          experimentalInlineCommonChunks: {
            maxSize: 24 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|web[\\/]zod\.ts$/ },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': SERVER_URL,
      '/functions': SERVER_URL,
      '/healthz': SERVER_URL,
    },
  },
});
