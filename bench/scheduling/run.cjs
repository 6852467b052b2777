// Scheduling benchmark: `npm run bench:scheduling` from the repo root. Builds the servers (the stack
// part runs the built services), then runs scheduling.bench.ts compiled on require by @swc/core.
// Writes bench/results/scheduling.json.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../..');
const build = spawnSync(process.execPath, [path.join(root, 'tools/build.mjs'), '--server'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

require(path.join(__dirname, 'scheduling.bench.ts'));
