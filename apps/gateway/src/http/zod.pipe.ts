import type { PipeTransform } from '@nestjs/common';
import { fromZodError } from '@flow/platform';
import type { z } from 'zod';

/** Validates a body or query with its contract schema; unknown fields are refused by strict schemas. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw fromZodError(result.error);
    return result.data;
  }
}
