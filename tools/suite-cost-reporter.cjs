// A jest reporter that says where an integration run's time goes: for each spec file, its wall time and the
// CPU seconds the whole process tree spent meanwhile (jest, its workers, the shared stack's services,
// Redis, NATS, any private stack or browser the file starts), the machine's busy CPU seconds (which also
// count PostgreSQL's backends and processes whose parent went first), with the load average beside.
// Run one file at a time so the CPU is the file's own (tools/integration-order.cjs --record-cpu reads it):
//   npx jest <specs> --selectProjects integration --runInBand --reporters=default --reporters=./tools/suite-cost-reporter.cjs
// The table is printed at the end and written to $FLOW_SUITE_COST_OUT when set (JSON).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// The built libs/testing (an integration run builds it first): the same /proc reading as the CPU budget's.
const { processTreeCpuSeconds } = require('../libs/testing/dist/process-cpu.js');
const { machineBusyCpuSeconds } = require('./cpu-seconds.cjs');

/** CPU seconds of this process and every live descendant (a reaped one is in its parent's count). */
const treeCpuSeconds = () => processTreeCpuSeconds({ jest: process.pid }).jest;

const round = (x) => Math.round(x * 10) / 10;

class SuiteCostReporter {
  constructor() {
    this.started = new Map();
    this.rows = [];
    // Made after the global setup: what came before (jest's start, the stack's start, the CPU budget) is one row.
    this.rows.push({
      file: '(jest start and global setup)',
      wallSeconds: round(process.uptime()),
      cpuSeconds: round(treeCpuSeconds()),
      load: [round(os.loadavg()[0])],
    });
  }

  onTestStart(test) {
    this.started.set(test.path, { at: Date.now(), cpu: treeCpuSeconds(), machine: machineBusyCpuSeconds(), load: os.loadavg()[0] });
  }

  onTestResult(test, result) {
    const start = this.started.get(test.path);
    if (!start) return;
    this.rows.push({
      file: path.relative(process.cwd(), test.path),
      wallSeconds: round((Date.now() - start.at) / 1000),
      cpuSeconds: round(treeCpuSeconds() - start.cpu),
      machineCpuSeconds: round(machineBusyCpuSeconds() - start.machine),
      load: [round(start.load), round(os.loadavg()[0])],
      failed: result.numFailingTests + (result.testExecError ? 1 : 0),
    });
  }

  onRunComplete() {
    const lines = this.rows.map(
      (r) =>
        `${String(r.wallSeconds).padStart(7)} s ${String(r.cpuSeconds).padStart(7)} CPU-s ${String(r.machineCpuSeconds ?? '').padStart(7)} machine  ${r.load ? `load ${r.load.join('→')}  ` : ''}${r.file}`,
    );
    console.log(`\nwall, CPU of the process tree, the machine's busy CPU, per file:\n${lines.join('\n')}`);
    if (process.env.FLOW_SUITE_COST_OUT) fs.writeFileSync(process.env.FLOW_SUITE_COST_OUT, `${JSON.stringify(this.rows, null, 2)}\n`);
  }
}

module.exports = SuiteCostReporter;
