import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const lib = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

/** Files copied from public/, as URLs. */
function publicFiles(dir: string, base = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${base}/${entry.name}`) : [`${base}/${entry.name}`],
  );
}

/**
 * The service worker is its own entry, emitted as /sw.js (no hash: browsers look for it at a fixed
 * URL). After the bundle is written its placeholder is replaced by the list of files to precache,
 * so every build gives a new sw.js and browsers pick up the new app shell.
 */
function serviceWorker(): Plugin {
  return {
    name: 'flow-service-worker',
    apply: 'build',
    // After Vite has added index.html to the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const sw = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'sw');
      if (!sw || sw.type !== 'chunk') throw new Error('service worker entry missing');
      if (sw.imports.length > 0) throw new Error('the service worker must not import shared chunks');
      const built = Object.values(bundle).map((file) => `/${file.fileName}`);
      const precache = [...built, ...publicFiles(path.join(root, 'public'))].filter((url) => url !== '/sw.js' && !url.endsWith('.map')).sort();
      if (!precache.includes('/index.html')) throw new Error('index.html missing from the precache list');
      const placeholder = /(["'`])__PRECACHE_MANIFEST__\1/;
      if (!placeholder.test(sw.code)) throw new Error('precache placeholder missing from the service worker');
      sw.code = sw.code.replace(placeholder, JSON.stringify(precache));
    },
  };
}

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), serviceWorker()],
  resolve: {
    alias: { '@flow/contracts': lib('contracts'), '@flow/rhythm': lib('rhythm'), '@flow/chart': lib('chart') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)), sw: fileURLToPath(new URL('src/sw/service-worker.ts', import.meta.url)) },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    port: 5173,
    // `npm start` runs the gateway on 8080; the dev server forwards the API and the socket to it.
    proxy: { '/api': 'http://localhost:8080', '/socket.io': { target: 'http://localhost:8080', ws: true } },
  },
});
