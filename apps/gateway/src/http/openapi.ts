import { httpRoutes, ErrorBody, type HttpRoute } from '@flow/contracts';
import { z } from 'zod';

/** The OpenAPI document, generated from the same route map the gateway validates with. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(httpRoutes) as [string, HttpRoute][]) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const query = route.query
      ? Object.entries((jsonSchema(route.query).properties ?? {}) as Record<string, unknown>).map(([q, schema]) => ({ name: q, in: 'query', schema }))
      : [];
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: name,
      security: route.public ? [] : [{ bearer: [] }],
      parameters: [...params, ...query],
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } } } : {}),
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: jsonSchema(route.response) } } },
        default: { description: 'Error', content: { 'application/json': { schema: jsonSchema(ErrorBody) } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'FLOW API', version: '1.0.0', description: 'Daily rhythm and energy planner.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
