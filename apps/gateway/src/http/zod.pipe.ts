import type { PipeTransform } from '@nestjs/common';
import { parseContract } from '@flow/platform';
import type { z } from 'zod';

/** Validates a body or query with its contract schema; unknown fields are refused by strict schemas, control characters everywhere. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    return parseContract(this.schema, value ?? {});
  }
}
