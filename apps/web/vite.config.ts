import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import ts from 'typescript';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { httpRoutes } from '../../libs/contracts/src/http';
import { dependencyPatches } from './scripts/dependency-patches.cjs';

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
 * Modules that only declare: each top-level `const X = …` builds a schema, a text table or a route
 * table (the contracts), or a component's anatomy (Chakra's and Zag's: `createAnatomy(…).parts(…)`).
 * Each initializer is wrapped in a pure-annotated arrow call, so the ones a page does not use are
 * dropped: a page that shows one message text of a contract does not bring zod and the schemas beside
 * it, the entry does not bring the anatomies of every component Chakra has. (Annotating the call chain
 * itself is not enough: `z.enum(…).default(…)` keeps its inner calls.)
 */
const DECLARING_MODULES =
  /\/libs\/contracts\/src\/|node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs)$/;
function pureDeclarations(): Plugin {
  return {
    name: 'flow-pure-declarations',
    transform(code, id) {
      if (!DECLARING_MODULES.test(id)) return null;
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

/**
 * react-router's bundle creates its components and contexts at module level without pure annotations
 * (`var Form = React.forwardRef(…)`), so the bundler keeps every one of them, and what they use, in
 * the first load although the app renders a few: marked pure here, the unused ones (the data router's
 * `<Form>` with its submission code, `<Link>`'s prefetching (components/ui/router-link.tsx is this
 * app's link), framework contexts) are dropped.
 */
function pureReactRouter(): Plugin {
  return {
    name: 'flow-pure-react-router',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      // Their `X.displayName = "…"` lines too (names for React's developer tools), which would keep them.
      const pure = code.replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2');
      return { code: pure.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''), map: null };
    },
  };
}

/**
 * The app's own shell as one chunk: the app's modules the entry imports (providers, session, API
 * client, catalogs, layout) and those both first screens, Today and Co-Flow, import (page frame, logo,
 * day arithmetic…); beside it one chunk of the libraries the entry needs ("$initial", not a vendor
 * chunk's) and one of the few library parts every page uses (SHELL_LIBRARIES). Left to the bundler,
 * each set of pages sharing a module made a chunk of its own: some thirty chunks of a few hundred
 * bytes in each route's first load, every one compressed alone and named in import lists. Libraries
 * are grouped apart from the app's modules and without their dependencies (an index re-exports a whole
 * library), so the chunks import one way only: app → libraries, never back into the entry (a cycle
 * through the entry ran the shell before the libraries it uses were defined).
 */
const SHELL_LIBRARIES =
  /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](stack|grid|simple-grid|badge|card|center|heading|text|spinner|container)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon\.mjs|createLucideIcon|defaultAttributes|context)|@zag-js[\\/]anatomy[\\/])/;
function appShell(firstScreens: string[]) {
  const shell = new Set<string>();
  const worker = new Set<string>();
  const plugin: Plugin = {
    name: 'flow-app-shell',
    apply: 'build',
    buildEnd() {
      const src = path.join(root, 'src/');
      // Static imports of the app's own modules (the bundler lists the dynamic ones among importedIds too).
      const appImports = (id: string) => {
        const info = this.getModuleInfo(id);
        const lazy = new Set(info?.dynamicallyImportedIds ?? []);
        return (info?.importedIds ?? []).filter((next) => next.startsWith(src) && !lazy.has(next));
      };
      const closure = (start: string) => {
        const seen = new Set([start]);
        const todo = [start];
        while (todo.length > 0) for (const next of appImports(todo.pop()!)) if (!seen.has(next)) todo.push(seen.add(next) && next);
        return seen;
      };
      const entry = closure(path.join(src, 'main.tsx'));
      // The service worker is an entry too (its modules are "initial" as well) and must stay one file.
      const todo = [path.join(src, 'sw/service-worker.ts')];
      while (todo.length > 0) for (const next of this.getModuleInfo(todo.pop()!)?.importedIds ?? []) if (!worker.has(next)) todo.push(worker.add(next) && next);
      const [first, ...rest] = firstScreens.map((page) => closure(path.join(root, page)));
      for (const id of entry) shell.add(id);
      for (const id of first) if (rest.every((other) => other.has(id))) shell.add(id);
      for (const page of firstScreens) shell.delete(path.join(root, page));
    },
  };
  return { plugin, test: (id: string) => shell.has(id), notWorker: (id: string) => !worker.has(id) && !id.includes('/src/sw/') };
}
const APP_SHELL = appShell(['src/app/routes/today-page.tsx', 'src/features/co-flow/components/co-flow-page.tsx']);

// `--ssr src/prerender.tsx` builds the renderer the prerender step runs in Node (no worker, no public files).
export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    dependencyPatches(),
    routeTableWithoutSchemas(),
    pureDeclarations(),
    pureReactRouter(),
    react(),
    ...(isSsrBuild ? [] : [serviceWorker(), APP_SHELL.plugin, minifyPublicScripts()]),
  ],
  // `npm run dev` serves libraries pre-bundled: the same dependency patches as the build.
  optimizeDeps: { rolldownOptions: { plugins: [dependencyPatches()] } },
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
    // Written beside the files for debugging, not named in them: the comment cost each chunk of a
    // route's first load ~35 bytes gzip (1.9 KiB on /).
    sourcemap: 'hidden',
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
          // text from does not bring the others. Emotion imports hoist-non-react-statics (CommonJS, with
          // react-is) bare, for a `withTheme` nothing calls: 0.9 KiB gzip of every route.
          treeshake: {
            manualPureFunctions: ['defineConfig', 'createSystem', 'mergeConfigs', 'z'],
            moduleSideEffects: (id: string) => !id.includes('/libs/contracts/src/') && !/node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id),
          },
          input: { main: fileURLToPath(new URL('index.html', import.meta.url)), sw: fileURLToPath(new URL('src/sw/service-worker.ts', import.meta.url)) },
          output: {
            entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
            // The app's chunks by their hash alone (vendor chunks keep their names): every chunk names the
            // chunks it imports, and the entry the ones each page needs (1.8 KiB gzip on /). The build
            // manifest (dist/.vite/manifest.json) says which source each one comes from.
            chunkFileNames: (chunk) => (chunk.name.startsWith('vendor-') ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
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
                // Last: the vendor groups above take their libraries first.
                { name: 'app-shell', test: APP_SHELL.test, includeDependenciesRecursively: false },
                {
                  name: 'app-shell-libs',
                  tags: ['$initial'],
                  test: (id: string) => id.includes('node_modules') && APP_SHELL.notWorker(id),
                  includeDependenciesRecursively: false,
                },
                { name: 'page-libs', test: SHELL_LIBRARIES, includeDependenciesRecursively: false },
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
