// CPU seconds of this process's finished children (user + system: /proc/self/stat's cutime and cstime):
// how tools/test.mjs and tools/ci-time.mjs say what a phase cost. Only children that were waited for count:
// a daemon (PostgreSQL's postmaster, started by pg_ctl) or a process whose parent went first is missed, so
// the machine's busy CPU seconds (/proc/stat: everything but idle and I/O wait, every process) are kept beside.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

function childrenCpuSeconds() {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // from field 3 (state) on
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

/** CPU seconds the whole machine has been busy (all cores, every process, the kernel's work included). */
function machineBusyCpuSeconds() {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks; // idle and iowait left out
  return (user + nice + system + irq + softirq + steal) / ticksPerSecond;
}

module.exports = { childrenCpuSeconds, machineBusyCpuSeconds };
