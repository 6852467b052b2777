import { DomainError, isZodError } from './domain-error';

/** Socket errors, and PostgreSQL's classes 08 (connection) and 57P (operator intervention: shutdown, restart). */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
// knex's "Transaction query already complete": a transaction whose connection the database ended (a
// restart) refuses its next statement with this plain Error, without the 57P01 the first one carried.
const TRANSIENT_MESSAGES =
  /Transaction query already complete|Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|The client is closed|Connection is closed|Socket closed unexpectedly|ECONNREFUSED|ECONNRESET/i;

/**
 * Whether an error means "a dependency is away for now" (database restarting, Redis down, a service
 * not answering) rather than "this request or event is wrong": the first is answered 503 and retried,
 * the second is a 4xx or, for an event, dead-lettered.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof DomainError) return error.status === 503;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (TRANSIENT_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && TRANSIENT_MESSAGES.test(message)) return true;
  return cause !== undefined && cause !== error && isTransient(cause);
}

/** An event whose data breaks its contract fails the same way every time: retrying cannot help. */
export function isPoison(error: unknown): boolean {
  return isZodError(error);
}
