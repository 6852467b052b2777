import fs from 'node:fs';
import type { RunningProcess } from './stack';

export default async function globalTeardown() {
  const running = (globalThis as { __flowTest?: { infra?: { stop: () => Promise<void> }; processes: RunningProcess[]; mailDir?: string; schemaDir?: string } })
    .__flowTest;
  if (!running) return;
  await Promise.all(running.processes.reverse().map((p) => p.stop()));
  await running.infra?.stop();
  if (running.mailDir) fs.rmSync(running.mailDir, { recursive: true, force: true });
  if (running.schemaDir) fs.rmSync(running.schemaDir, { recursive: true, force: true });
}
