import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '@flow/contracts';
import type { z } from 'zod';
import { DomainError, fromZodError } from './domain-error';

/**
 * Validates input with its contract schema, after refusing control characters anywhere in it (a NUL
 * would otherwise reach PostgreSQL, which fails the whole statement). Both are a 422 with a clear message.
 */
export function parseContract<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const path = findControlCharacter(value);
  if (path) throw DomainError.validation(CONTROL_CHARACTER_MESSAGE, [{ path: path.join('.'), message: CONTROL_CHARACTER_MESSAGE }]);
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
