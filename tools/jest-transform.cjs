// Our sources for jest: @swc/jest, then each module's reads of the built-in namespaces made local.
// Jest runs every module inside a vm context, where each read of a global (`Math.round`, `Array.from`)
// goes through the context's interceptor: ~8× slower than in plain Node, which made the CPU-heavy specs
// (simulations, property tests) spend most of their time looking up `Math`. One read per module instead,
// into block-scoped constants (an inner block, so a module's own `Map` or `Set` still shadows them).
// Only objects no test replaces: fake timers swap `Date`, `setTimeout` and friends, never these.
const { createHash } = require('node:crypto');
const { createTransformer } = require('@swc/jest');

const LOCAL_GLOBALS = [
  'Math',
  'Object',
  'Array',
  'Number',
  'String',
  'JSON',
  'Map',
  'Set',
  'Symbol',
  'Float64Array',
  'Intl',
  'parseInt',
  'isNaN',
  'Infinity',
  'NaN',
];
const DIRECTIVE = '"use strict";';
const SOURCE_MAP = '\n//# sourceMappingURL=';
const prelude = `{const ${LOCAL_GLOBALS.map((name) => `${name}=globalThis.${name}`).join(',')};{`;

/** Same lines as swc's output (the prelude joins the directive's line), so stack traces and source maps still match. */
function withLocalGlobals(code) {
  if (!code.startsWith(DIRECTIVE)) return code; // only strict modules: a block's function declarations stay block-scoped
  const mapAt = code.lastIndexOf(SOURCE_MAP);
  const end = mapAt === -1 ? code.length : mapAt;
  return `${DIRECTIVE}${prelude}${code.slice(DIRECTIVE.length, end)}\n}}${code.slice(end)}`;
}

module.exports = {
  createTransformer(options) {
    const swc = createTransformer(options);
    const salt = createHash('sha1').update(prelude).update(withLocalGlobals.toString()).digest('hex');
    return {
      ...swc,
      process: (...args) => {
        const result = swc.process(...args);
        return { ...result, code: withLocalGlobals(result.code) };
      },
      processAsync: async (...args) => {
        const result = await swc.processAsync(...args);
        return { ...result, code: withLocalGlobals(result.code) };
      },
      getCacheKey: (...args) =>
        createHash('sha1')
          .update(swc.getCacheKey(...args))
          .update(salt)
          .digest('hex'),
    };
  },
};
