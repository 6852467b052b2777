import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import ts from 'typescript';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { httpRoutes } from '../../libs/contracts/src/http';

const root = fileURLToPath(new URL('.', import.meta.url));
const lib = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

/** Files copied from public/, as URLs. */
function publicFiles(dir: string, base = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${base}/${entry.name}`) : [`${base}/${entry.name}`]));
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
      // Not the build manifest (/.vite/, read by the prerender and the budget test, never served).
      const precache = [...built, ...publicFiles(path.join(root, 'public'))]
        .filter((url) => url !== '/sw.js' && !url.endsWith('.map') && !url.startsWith('/.vite/'))
        .sort();
      if (!precache.includes('/index.html')) throw new Error('index.html missing from the precache list');
      const placeholder = /(["'`])__PRECACHE_MANIFEST__\1/;
      if (!placeholder.test(sw.code)) throw new Error('precache placeholder missing from the service worker');
      sw.code = sw.code.replace(placeholder, JSON.stringify(precache));
    },
  };
}

/**
 * The classic scripts in public/ (theme-init, load-app, glance) run before the app on every page, so they
 * count in the first load: Vite copies public/ as it is, and this minifies them in the output.
 */
function minifyPublicScripts(): Plugin {
  let outDir = '';
  return {
    name: 'flow-minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const name of fs.readdirSync(path.join(root, 'public')).filter((f) => f.endsWith('.js'))) {
        const file = path.join(outDir, name);
        const { code, errors } = minifySync(name, fs.readFileSync(file, 'utf8'), { compress: true, mangle: true });
        if (errors.length) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
        fs.writeFileSync(file, code);
      }
    },
  };
}

/**
 * The client's route table (src/lib/http-route-table.ts) as plain data computed here from the
 * contracts: method, path, public, whether a body goes out. The module itself derives the same
 * table from the schemas (for tests and type checks); in the bundle it would bring zod and every
 * schema into the first load.
 */
function routeTableWithoutSchemas(): Plugin {
  const table = Object.fromEntries(
    Object.entries(httpRoutes).map(([name, route]) => [
      name,
      { method: route.method, path: route.path, public: 'public' in route && route.public === true, body: 'body' in route },
    ]),
  );
  return {
    name: 'flow-route-table',
    transform(_code, id) {
      if (!id.endsWith('/src/lib/http-route-table.ts')) return null;
      return { code: `export const routeTable = ${JSON.stringify(table)};`, map: null };
    },
  };
}

/**
 * The contracts only declare: each top-level `const X = …` builds a schema, a text table or a route
 * table. Each initializer is wrapped in a pure-annotated arrow call, so the ones a page does not use
 * are dropped: a page that shows one message text of a contract does not bring zod and the schemas
 * beside it. (Annotating the call chain itself is not enough: `z.enum(…).default(…)` keeps its inner
 * calls.)
 */
function pureContracts(): Plugin {
  return {
    name: 'flow-pure-contracts',
    transform(code, id) {
      if (!id.includes('/libs/contracts/src/')) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const edits: Array<[number, string]> = [];
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          if (!init || ts.isObjectLiteralExpression(init) || ts.isLiteralExpression(init) || ts.isArrowFunction(init)) continue;
          edits.push([init.getStart(source), '/* @__PURE__ */ (() => ('], [init.getEnd(), '))()']);
        }
      }
      let out = code;
      for (const [at, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}

// `--ssr src/prerender.tsx` builds the renderer the prerender step runs in Node (no worker, no public files).
export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: isSsrBuild ? false : 'public',
  plugins: [routeTableWithoutSchemas(), pureContracts(), react(), ...(isSsrBuild ? [] : [serviceWorker(), minifyPublicScripts()])],
  resolve: {
    alias: [
      { find: '@flow/contracts', replacement: lib('contracts') },
      { find: '@flow/rhythm', replacement: lib('rhythm') },
      { find: '@flow/chart', replacement: lib('chart') },
      // `useTranslation` over the app's own small i18n runtime, not react-i18next and i18next (src/i18n/index.ts).
      { find: /^react-i18next$/, replacement: fileURLToPath(new URL('src/i18n/react-i18next.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each module needs (the initial-JS budget reads it).
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 1200,
    rollupOptions: isSsrBuild
      ? {}
      : {
          // Chakra builds its default theme and system at module level, and the contracts their zod
          // schemas: calls the bundler must be told are pure, or every recipe and every schema ships
          // although a page uses a few recipes and, say, only the contracts' message texts.
          // The contracts' modules only declare (schemas, texts, tables), so one that a page takes a
          // text from does not bring the others.
          treeshake: {
            manualPureFunctions: ['defineConfig', 'createSystem', 'mergeConfigs', 'z'],
            moduleSideEffects: (id: string) => !id.includes('/libs/contracts/src/'),
          },
          input: { main: fileURLToPath(new URL('index.html', import.meta.url)), sw: fileURLToPath(new URL('src/sw/service-worker.ts', import.meta.url)) },
          output: {
            entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
            // Libraries in chunks of their own, whose names (hashes) change only when the library does:
            // a deploy of the app leaves them in the browser's cache.
            codeSplitting: {
              groups: [
                { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'vendor-router', test: /node_modules[\\/]react-router/ },
                { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
                // Chakra's engine and tokens; not the recipes, which go with the pages that use them (theme/with-recipe.tsx).
                {
                  name: 'vendor-chakra',
                  test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme[\\/](?!recipes[\\/]|index\.js)|preset)|@emotion|stylis)/,
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    // `npm start` runs the gateway on 8080; the dev server forwards the API and the socket to it.
    proxy: { '/api': 'http://localhost:8080', '/socket.io': { target: 'http://localhost:8080', ws: true } },
  },
  // The renderer bundles the UI libraries (some ship ESM that Node cannot import by itself).
  ssr: { noExternal: true },
}));
