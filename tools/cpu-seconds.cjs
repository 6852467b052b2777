// CPU seconds of this process's finished children (user + system: /proc/self/stat's cutime and cstime):
// how tools/test.mjs and tools/ci-time.mjs say what a phase cost. Only children that were waited for count.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

function childrenCpuSeconds() {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // from field 3 (state) on
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

module.exports = { childrenCpuSeconds };
