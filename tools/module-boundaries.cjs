#!/usr/bin/env node
// Module boundaries (house-style.md): engines stay pure, apps never import apps, the web app imports only
// contracts, rhythm and chart. Which project may import which follows the tags in each project.json, with
// the same constraints and checks as @nx/enforce-module-boundaries had in ESLint, plus Node's built-ins
// (the Nx rule let an engine import node:fs). It reads only import specifiers (TypeScript's preProcessFile,
// no parse), so the whole tree takes about a second. The other lint rules are oxlint's (.oxlintrc.json).
// `node tools/module-boundaries.cjs` prints `file:line:column  message` for each violation and exits 1.
const fs = require('node:fs');
const path = require('node:path');
const { isBuiltin } = require('node:module');
const ts = require('typescript');

const serverOnly = ['@nestjs/*', '@mikro-orm/*', 'nats', 'pg', 'redis'];
const depConstraints = [
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], bannedExternalImports: [...serverOnly, 'react'] },
  {
    sourceTag: 'type:engine',
    onlyDependOnLibsWithTags: ['type:engine', 'type:contracts'],
    bannedExternalImports: [...serverOnly, 'socket.io', 'node:fs', 'node:net', 'node:http', 'fs', 'net', 'http'],
  },
  { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['type:contracts', 'type:engine', 'type:platform', 'type:testing'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts', 'type:engine'], bannedExternalImports: serverOnly },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:testing'] },
  // The repo's own scripts and specs (tools/, deploy/) look at every project and its build.
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
];

const skippedDirs = new Set(['node_modules', 'dist', 'coverage', 'test-artifacts']);
const sourceFile = /\.(ts|tsx|js|mjs|cjs)$/;
/** The files whose imports are checked: TypeScript, except tools/ and bench/ (they look at every project). */
const checkedFile = (file) => /\.tsx?$/.test(file) && !/^(tools|bench)\//.test(file) && !file.endsWith('vite.config.ts');
/** Specs may read their fixtures with node:fs: a banned Node built-in is banned from what the project ships. */
const specFile = (file) => /\.(spec|int-spec|smoke-spec)\.tsx?$/.test(file) || /(^|\/)test\//.test(file);
/** A line before an import that allows it on purpose, with the reason after `--`. */
const allowNextLine = 'module-boundaries-allow-next-line';

/** Every file under root (relative, with /) but dependencies, builds, dot-directories and bench results. */
function walk(root, dir = '', out = []) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name) && !entry.name.startsWith('.') && rel !== 'bench/results') walk(root, rel, out);
    } else out.push(rel);
  }
  return out;
}

function readProjects(root, files) {
  return files
    .filter((f) => path.basename(f) === 'project.json')
    .map((f) => {
      const json = JSON.parse(fs.readFileSync(path.join(root, f), 'utf8'));
      const dir = path.dirname(f) === '.' ? '' : path.dirname(f);
      const pkgFile = path.join(root, dir, 'package.json');
      const packageName = dir && fs.existsSync(pkgFile) ? JSON.parse(fs.readFileSync(pkgFile, 'utf8')).name : undefined;
      const type = json.projectType === 'application' ? (json.name.endsWith('-e2e') ? 'e2e' : 'app') : 'lib';
      return { name: json.name, dir, tags: json.tags ?? [], type, packageName, implicit: json.implicitDependencies ?? [] };
    })
    .sort((a, b) => b.dir.length - a.dir.length); // the deepest root owns a file
}

/** `@nestjs/*` matches @nestjs/common; `react` only react. */
function matchesPattern(pattern, name) {
  if (pattern.endsWith('/*')) return name.startsWith(pattern.slice(0, -1)) && !name.slice(pattern.length - 1).includes('/');
  if (pattern.includes('*'))
    return new RegExp(
      `^${pattern
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(name);
  return pattern === name;
}
const hasTag = (project, tag) => tag === '*' || project.tags.includes(tag);

/** The npm package (or Node built-in) an import names: `@scope/name`, `name`, `node:fs` from `node:fs/promises`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Each import, export-from, dynamic import() and require() of a file, with where it is and how it loads. */
function importsOf(text) {
  const found = ts.preProcessFile(text, true, true).importedFiles.map(({ fileName, pos }) => {
    const before = text.slice(Math.max(0, pos - 40), pos).replace(/\s+$/, '');
    return { specifier: fileName, pos, dynamic: /\bimport\s*\($/.test(before), call: /\brequire\s*\($/.test(before) };
  });
  for (const m of text.matchAll(/\brequire\.resolve\(\s*(['"])([^'"]+)\1/g)) found.push({ specifier: m[2], pos: m.index, dynamic: false, call: true });
  return found;
}

const scan = (text) => ({ text, imports: importsOf(text) });
/** A file's text and imports, read again only when it changed (a spec checks the tree many times). */
const scanned = new Map();
function scanFile(file) {
  const { mtimeMs } = fs.statSync(file);
  const known = scanned.get(file);
  if (known?.mtimeMs === mtimeMs) return known;
  const result = { mtimeMs, ...scan(fs.readFileSync(file, 'utf8')) };
  scanned.set(file, result);
  return result;
}

/**
 * The violations in the tree at root; `overrides` (relative path → text) adds or replaces files, so a spec can
 * show a violation without writing one.
 */
function checkModuleBoundaries(root, overrides = {}) {
  const files = [...new Set([...walk(root), ...Object.keys(overrides)])];
  const projects = readProjects(root, files);
  const projectOf = (rel) => projects.find((p) => p.dir === '' || rel === p.dir || rel.startsWith(`${p.dir}/`));
  const aliases = Object.entries(JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths ?? {});

  /** The project an import reaches, and whether it reached it by a path instead of its name. */
  function targetOf(file, specifier) {
    if (specifier.startsWith('.') || specifier.startsWith('/') || /^(apps|libs)\//.test(specifier)) {
      const base = specifier.startsWith('.') ? path.posix.dirname(file) : '';
      const rel = path.posix.normalize(path.posix.join(base, specifier.replace(/^\//, '')));
      return { project: rel.startsWith('..') ? undefined : projectOf(rel), byPath: true };
    }
    const alias = aliases.find(([name]) => name === specifier);
    if (alias) return { project: projectOf(path.posix.normalize(alias[1][0])), byPath: false };
    const pkg = projects.find((p) => p.packageName && (specifier === p.packageName || specifier.startsWith(`${p.packageName}/`)));
    return { project: pkg, byPath: false };
  }

  // The project graph: who imports whom (every file, specs and scripts too), and which imports are lazy.
  const parsed = files
    .filter((f) => sourceFile.test(f))
    .map((file) => ({ file, source: projectOf(file), ...(file in overrides ? scan(overrides[file]) : scanFile(path.join(root, file))) }));
  const edges = new Map(projects.map((p) => [p.name, new Set(p.implicit)]));
  const lazy = new Set();
  for (const { file, source, imports } of parsed) {
    for (const imp of imports) {
      const { project } = targetOf(file, imp.specifier);
      if (!project || project === source) continue;
      edges.get(source.name).add(project.name);
      if (imp.dynamic) lazy.add(`${source.name}>${project.name}`);
    }
  }
  /** A chain of projects from `from` back to `to` (empty when there is none). */
  function pathBetween(from, to, seen = new Set()) {
    if (from === to) return [to];
    seen.add(from);
    for (const next of edges.get(from) ?? []) {
      if (seen.has(next)) continue;
      const rest = pathBetween(next, to, seen);
      if (rest.length) return [from, ...rest];
    }
    return [];
  }

  function violationOf(file, source, imp) {
    const { project: target, byPath } = targetOf(file, imp.specifier);
    if (byPath) {
      return target && target !== source ? 'Projects cannot be imported by a relative or absolute path, and must begin with a npm scope' : undefined;
    }
    if (target === source) {
      return `Projects should use relative imports to import from other files within the same project. Use "./path/to/file" instead of import from "${imp.specifier}"`;
    }
    const constraints = depConstraints.filter((c) => hasTag(source, c.sourceTag));
    if (!target) {
      const name = packageOf(imp.specifier);
      if (name.startsWith('@flow/')) return `"${imp.specifier}" is no project's name or path alias`;
      if (isBuiltin(name) && specFile(file)) return undefined;
      const banned = constraints.find((c) => (c.bannedExternalImports ?? []).some((pattern) => matchesPattern(pattern, name)));
      return banned && `A project tagged with "${banned.sourceTag}" is not allowed to import "${imp.specifier}"`;
    }
    const cycle = pathBetween(target.name, source.name);
    if (cycle.length) return `Circular dependency between "${source.name}" and "${target.name}" detected: ${[source.name, ...cycle].join(' -> ')}`;
    if (target.type === 'app') return 'Imports of apps are forbidden';
    if (target.type === 'e2e') return 'Imports of e2e projects are forbidden';
    if (!imp.dynamic && !imp.call && lazy.has(`${source.name}>${target.name}`)) {
      return `Static imports of lazy-loaded libraries are forbidden: "${target.name}" is imported with import() elsewhere in "${source.name}"`;
    }
    if (constraints.length === 0) return 'A project without tags matching at least one constraint cannot depend on any libraries';
    for (const c of constraints) {
      if (c.onlyDependOnLibsWithTags.length && !c.onlyDependOnLibsWithTags.some((tag) => hasTag(target, tag))) {
        return `A project tagged with "${c.sourceTag}" can only depend on libs tagged with ${c.onlyDependOnLibsWithTags.map((t) => `"${t}"`).join(', ')}`;
      }
      if (c.onlyDependOnLibsWithTags.length === 0 && target.tags.length) return `A project tagged with "${c.sourceTag}" cannot depend on any libs with tags`;
    }
    return undefined;
  }

  const violations = [];
  for (const { file, text, source, imports } of parsed.filter((p) => checkedFile(p.file))) {
    for (const imp of imports) {
      const message = violationOf(file, source, imp);
      if (!message) continue;
      const { line, character } = lineAndColumn(text, imp.pos);
      const previousLine = text.split('\n')[line - 2] ?? '';
      if (!previousLine.includes(allowNextLine)) violations.push({ file, line, column: character, message });
    }
  }
  return { violations, files: parsed.length };
}

function lineAndColumn(text, pos) {
  const before = text.slice(0, pos).split('\n');
  return { line: before.length, character: before[before.length - 1].length + 1 };
}

module.exports = { checkModuleBoundaries, depConstraints };

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const { violations, files } = checkModuleBoundaries(root);
  for (const v of violations) console.error(`${v.file}:${v.line}:${v.column}  ${v.message}  (module-boundaries)`);
  console.log(`module boundaries: ${files} files, ${violations.length} violation${violations.length === 1 ? '' : 's'}`);
  process.exitCode = violations.length ? 1 : 0;
}
