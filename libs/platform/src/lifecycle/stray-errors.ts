import type { Logger } from 'pino';

let installed = false;

/**
 * Once a service is up, an error thrown outside any handler (a callback, a timer, a promise nobody
 * awaited) is logged and the process keeps serving: one bad request must never take the service, and
 * with it everyone's requests, down. Start-up errors stay fatal (runService exits on them).
 */
export function keepServingOnStrayErrors(logger: Logger, proc: NodeJS.Process = process): void {
  if (installed && proc === process) return;
  if (proc === process) installed = true;
  proc.on('uncaughtException', (error) => logger.error({ err: error }, 'uncaught exception outside any handler; still serving'));
  proc.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection outside any handler; still serving'));
}
