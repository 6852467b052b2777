import { CommonMessages, type WireError } from '@flow/contracts';
import type { z } from 'zod';

/** An error that is part of the domain: it has a code, a message for people and an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toWire(): WireError {
    return { code: this.code, message: this.message, status: this.status, ...(this.details === undefined ? {} : { details: this.details }) };
  }

  static fromWire(wire: WireError): DomainError {
    return new DomainError(wire.code, wire.message, wire.status, wire.details);
  }

  static validation(message: string, details?: unknown) {
    return new DomainError('VALIDATION_FAILED', message, 422, details);
  }
  static notFound(message: string = CommonMessages.notFound) {
    return new DomainError('NOT_FOUND', message, 404);
  }
  static unauthorized(message: string = CommonMessages.unauthorized) {
    return new DomainError('UNAUTHORIZED', message, 401);
  }
  static conflict(message: string) {
    return new DomainError('CONFLICT', message, 409);
  }
  static forbidden(message: string) {
    return new DomainError('FORBIDDEN', message, 403);
  }
  static unavailable(message: string = CommonMessages.serviceUnavailable) {
    return new DomainError('SERVICE_UNAVAILABLE', message, 503);
  }
}

/** The first issue's message is the one people see; every issue travels in details. */
export function fromZodError(error: z.ZodError): DomainError {
  const first = error.issues[0];
  const message = first?.message ?? 'Invalid request';
  const details = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return DomainError.validation(message, details);
}

export function isZodError(error: unknown): error is z.ZodError {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'ZodError' && Array.isArray((error as z.ZodError).issues);
}
