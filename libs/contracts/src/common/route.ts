import type { z } from 'zod';

/** One HTTP route of the gateway, bound to the schemas it validates with. */
export interface HttpRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  public?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}
