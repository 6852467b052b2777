import fs from 'node:fs';
import path from 'node:path';

interface RouteBudget {
  route: string;
  budgetKiB: number;
}
/** bench/web/initial-js.cjs, the benchmark's own measure (typed here: the root program does not read .cjs). */
const { ROUTES, initialJs } = require('./web/initial-js.cjs') as {
  ROUTES: RouteBudget[];
  initialJs(dist: string, route: RouteBudget): { gzip: number; files: { file: string; name: string; gzip: number }[] };
};

// npm test builds the web app before the suites run (tools/test.mjs).
const dist = path.join(__dirname, '../apps/web/dist');

describe('initial JavaScript per route (gzip, before the first tap)', () => {
  it.each(ROUTES.map((r) => [r.route, r] as const))('%s stays within its budget', (_route, route) => {
    const result = initialJs(dist, route);
    const kib = result.gzip / 1024;
    const detail = result.files.map((f) => `${(f.gzip / 1024).toFixed(1)} KiB ${f.file} (${f.name})`).join('\n');
    if (kib > route.budgetKiB) throw new Error(`${route.route}: ${kib.toFixed(1)} KiB > ${route.budgetKiB} KiB\n${detail}`);
    if (route.route === '/auth') {
      // HTML first (issue 39): only the loader runs before the first tap; it names the app's entry, which exists.
      expect(result.files.map((f) => f.file)).toContain('load-app.js');
      const html = fs.readFileSync(path.join(dist, 'auth.html'), 'utf8');
      const entry = html.match(/data-app="\/(assets\/main-[^"]+\.js)"/)?.[1];
      expect(entry && fs.existsSync(path.join(dist, entry))).toBe(true);
      return;
    }
    // It measures something real: the entry and React are in every signed-in route's list.
    expect(result.files.some((f) => /assets\/main-/.test(f.file))).toBe(true);
    expect(result.gzip).toBeGreaterThan(20 * 1024);
  });
});
