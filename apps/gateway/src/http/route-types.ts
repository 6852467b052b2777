import type { httpRoutes } from '@flow/contracts';
import type { z } from 'zod';

/** The parsed body and query of a route of the contract, as a controller receives them. */
export type BodyOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { body: infer B extends z.ZodType } ? z.output<B> : never;
export type QueryOf<R extends keyof typeof httpRoutes> = (typeof httpRoutes)[R] extends { query: infer Q extends z.ZodType } ? z.output<Q> : never;
