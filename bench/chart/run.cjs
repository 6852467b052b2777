// Runs a TypeScript bench file without a build step: compiles .ts on require with @swc/core
// (already a dev dependency). Usage: node bench/chart/run.cjs bench/chart/chart.bench.ts
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

require(path.resolve(process.argv[2] ?? path.join(__dirname, 'chart.bench.ts')));
