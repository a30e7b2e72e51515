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
      output: {
        codeSplitting: {
          // A group takes only the modules it names (not their dependencies: a TanStack group would take React's
          // jsx-runtime with it, and every page would load the query library). One chunk for zod and its
          // configuration (web/zod.ts), shared by the screens that parse with it; one for TanStack Query (its
          // five or six small chunks were as many requests on each page that uses it).
          includeDependenciesRecursively: false,
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
