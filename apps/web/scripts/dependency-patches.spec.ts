/// <reference types="node" />
/// <reference types="jest" />
// A unit spec (Node): the web build scripts are not part of the app's TypeScript program, hence the references.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const { PATCHES, patchDependency } = require('./dependency-patches.cjs') as {
  PATCHES: { module: RegExp; why: string; replace: [string, string][] }[];
  patchDependency: (id: string, code: string) => string;
};

const REPO_ROOT = path.resolve(__dirname, '../../..');
const installed = (file: string) => path.join(REPO_ROOT, 'node_modules', file);
const ZAG_TIMERS = installed('@zag-js/utils/dist/timers.mjs');
const CHAKRA_FACTORY = installed('@chakra-ui/react/dist/esm/styled-system/factory.js');

describe('dependency patches', () => {
  it('each fits the installed release exactly once, and each file they name is installed', () => {
    for (const file of [ZAG_TIMERS, CHAKRA_FACTORY]) {
      const code = fs.readFileSync(file, 'utf8');
      const patched = patchDependency(file, code);
      expect(patched).not.toBe(code);
      for (const patch of PATCHES.filter((p) => p.module.test(file))) for (const [, to] of patch.replace) expect(patched).toContain(to);
    }
    expect(PATCHES.every((patch) => [ZAG_TIMERS, CHAKRA_FACTORY].some((file) => patch.module.test(file)))).toBe(true);
  });

  it('leaves other modules alone and refuses a release whose code has changed', () => {
    const other = installed('@zag-js/utils/dist/index.mjs');
    expect(patchDependency(other, 'export const x = 1;')).toBe('export const x = 1;');
    expect(() => patchDependency(ZAG_TIMERS, 'function setRafTimeout(fn, delayMs) { /* rewritten upstream */ }')).toThrow(/no longer fits/);
  });

  it('times a toast with a timeout: it fires once after the delay, can be cancelled, and asks for no frames', () => {
    const source = patchDependency(ZAG_TIMERS, fs.readFileSync(ZAG_TIMERS, 'utf8'));
    const body = source.slice(source.indexOf('function setRafTimeout'), source.indexOf('export {'));
    const frames = jest.fn();
    const timers: { fn: () => void; at: number; cancelled: boolean }[] = [];
    const sandbox = {
      requestAnimationFrame: frames,
      setTimeout: (fn: () => void, at: number) => timers.push({ fn, at, cancelled: false }) - 1,
      clearTimeout: (id: number) => {
        timers[id].cancelled = true;
      },
    };
    const setRafTimeout = vm.runInNewContext(`${body}; setRafTimeout`, sandbox) as (fn: () => void, delayMs: number) => () => void;

    const fired = jest.fn();
    setRafTimeout(fired, 5_000);
    const cancel = setRafTimeout(fired, 200);
    cancel();
    expect(timers.map(({ at, cancelled }) => [at, cancelled])).toEqual([
      [5_000, false],
      [200, true],
    ]);
    timers.filter((timer) => !timer.cancelled).forEach((timer) => timer.fn());
    expect(fired).toHaveBeenCalledTimes(1);
    expect(frames).not.toHaveBeenCalled();
  });
});
