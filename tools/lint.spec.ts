import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The lint check fails on each kind of rule the project enforces: module boundaries (tools/module-boundaries.cjs,
// the `lint` target) and the rules in .oxlintrc.json (run by the `typecheck` targets), and the tree passes.
type Violation = { file: string; line: number; message: string };
const { checkModuleBoundaries } = require('./module-boundaries.cjs') as {
  checkModuleBoundaries: (root: string, overrides?: Record<string, string>) => { violations: Violation[] };
};
const root = path.resolve(__dirname, '..');

function boundaryViolations(files: Record<string, string>): string[] {
  return checkModuleBoundaries(root, files).violations.map((v) => `${v.file}:${v.line} ${v.message}`);
}

describe('module boundaries', () => {
  it('the tree keeps them', () => {
    expect(boundaryViolations({})).toEqual([]);
  });

  it.each([
    ['an app importing another app', 'apps/gateway/src/zz.ts', "import { x } from '@flow/identity';", 'Imports of apps are forbidden'],
    ['a relative import into another project', 'apps/gateway/src/zz.ts', "import { x } from '../../identity/src/main';", 'by a relative or absolute path'],
    [
      'the web importing @nestjs/*',
      'apps/web/src/zz.ts',
      "import { Injectable } from '@nestjs/common';",
      'tagged with "scope:web" is not allowed to import "@nestjs/common"',
    ],
    [
      'the web importing the platform',
      'apps/web/src/zz.ts',
      "import { x } from '@flow/platform';",
      '"scope:web" can only depend on libs tagged with "type:contracts", "type:engine"',
    ],
    ['an engine importing node:fs', 'libs/chart/src/zz.ts', "import fs from 'node:fs';", 'tagged with "type:engine" is not allowed to import "node:fs"'],
    ['an engine requiring fs', 'libs/rhythm/src/zz.ts', "const fs = require('fs');", 'tagged with "type:engine" is not allowed to import "fs"'],
    ['an engine importing the platform', 'libs/chart/src/zz.ts', "export * from '@flow/platform';", '"type:engine" can only depend on libs tagged with'],
    ['a project importing itself by its name', 'libs/chart/src/zz.ts', "import { x } from '@flow/chart';", 'Projects should use relative imports'],
    ['a cycle between projects', 'libs/contracts/src/zz.ts', "import { x } from '@flow/chart';", 'Circular dependency between "contracts" and "chart"'],
  ])('fail on %s', (_kind, file, source, message) => {
    const atTheImport = boundaryViolations({ [file]: source }).filter((v) => v.startsWith(`${file}:1 `));
    expect(atTheImport).toEqual([expect.stringContaining(message)]);
  });

  it('let a spec of an engine read its fixtures with node:fs', () => {
    expect(boundaryViolations({ 'libs/chart/test/zz.spec.ts': "import fs from 'node:fs';" })).toEqual([]);
  });

  it('fail on a static import of a project the same project loads lazily', () => {
    const violations = boundaryViolations({
      'libs/chart/src/zz-lazy.ts': "export const load = () => import('@flow/contracts');",
      'libs/chart/src/zz.ts': "import { x } from '@flow/contracts';",
    });
    expect(violations).toContainEqual(expect.stringContaining('libs/chart/src/zz.ts:1 Static imports of lazy-loaded libraries are forbidden'));
  });

  it('allow an import only where a comment says why', () => {
    const file = 'apps/web-e2e/src/insights.e2e-spec.ts';
    const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/^\/\/ module-boundaries-allow-next-line.*\n/m, '');
    expect(boundaryViolations({ [file]: text })).toEqual([expect.stringContaining('"type:e2e" can only depend on libs tagged with')]);
  });
});

describe('the oxlint rules', () => {
  // The repo's .oxlintrc.json over a copy of the layout it names (apps/web, tools), so no check of the tree sees these files.
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-lint-'));
    fs.copyFileSync(path.join(root, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function oxlint(file: string, source: string): string {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
    const result = spawnSync(path.join(root, 'node_modules/.bin/oxlint'), [file], { cwd: dir, encoding: 'utf8' });
    fs.rmSync(path.join(dir, file));
    return result.stdout + result.stderr;
  }

  it.each([
    ['an unused variable', 'libs/chart/src/zz.ts', 'const unused = 1;\nexport const _kept = 2;\n', 'eslint(no-unused-vars)'],
    ['a require in source', 'libs/chart/src/zz.ts', "export const fs = require('node:fs');\n", 'typescript(no-require-imports)'],
    ['a let never reassigned', 'libs/chart/src/zz.ts', 'export function f() {\n  let x = 1;\n  return x;\n}\n', 'eslint(prefer-const)'],
    [
      'a hook called conditionally',
      'apps/web/src/zz.tsx',
      "import { useState } from 'react';\nexport function C({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
      'react-hooks(rules-of-hooks)',
    ],
    [
      'an effect that does not list what it reads',
      'apps/web/src/zz.tsx',
      "import { useEffect } from 'react';\nexport function C({ id }: { id: string }) {\n  useEffect(() => console.log(id), []);\n  return null;\n}\n",
      'react-hooks(exhaustive-deps)',
    ],
    ['an undefined name in a script', 'tools/zz.cjs', 'module.exports = { a: notDefined };\n', 'eslint(no-undef)'],
  ])('fail on %s', (_kind, file, source, rule) => {
    expect(oxlint(file, source)).toContain(rule);
  });

  it('pass a clean file', () => {
    expect(oxlint('apps/web/src/zz.tsx', 'export const ok = 1;\n')).toContain('Found 0 warnings and 0 errors');
  });
});
