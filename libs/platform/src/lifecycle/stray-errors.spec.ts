import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { keepServingOnStrayErrors } from './stray-errors';

it('logs an exception or rejection outside any handler instead of letting it end the process', () => {
  const proc = new EventEmitter();
  const logger = { error: jest.fn() };
  keepServingOnStrayErrors(logger as unknown as Logger, proc as unknown as NodeJS.Process);
  const boom = new Error('boom');
  expect(proc.emit('uncaughtException', boom)).toBe(true);
  expect(proc.emit('unhandledRejection', 'nope')).toBe(true);
  expect(logger.error.mock.calls).toEqual([
    [{ err: boom }, expect.stringContaining('still serving')],
    [{ err: 'nope' }, expect.stringContaining('still serving')],
  ]);
});
