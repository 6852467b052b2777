import { CommonMessages, type WireError } from '@flow/contracts';
import { DomainError, fromZodError, isZodError } from './domain-error';
import { isTransient } from './transient';

/**
 * Anything thrown, as a wire error; unknown errors never leak their text. A dependency that is away
 * (the database restarting, Redis down) is a 503 the caller may retry, not a 500.
 */
export function toWireError(error: unknown): WireError {
  if (error instanceof DomainError) return error.toWire();
  if (isZodError(error)) return fromZodError(error).toWire();
  if (isTransient(error)) return DomainError.unavailable().toWire();
  return { code: 'INTERNAL', message: CommonMessages.internal, status: 500 };
}
