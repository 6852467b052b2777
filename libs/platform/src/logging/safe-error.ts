import pino from 'pino';

/** Database error fields that name the failure without repeating the statement or its values. */
const SAFE_DB_FIELDS = ['code', 'sqlState', 'errno', 'routine', 'table', 'constraint', 'column', 'severity'] as const;

/**
 * A database error from MikroORM or pg carries the SQL and its parameters (birth data, e-mails) in
 * its message, `detail` and `query`. Recognised by its SQLSTATE (five characters) or MikroORM's fields.
 */
function isDatabaseError(error: object): boolean {
  const e = error as { sqlState?: unknown; code?: unknown; query?: unknown; severity?: unknown };
  return (
    typeof e.sqlState === 'string' ||
    typeof e.query === 'string' ||
    (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string')
  );
}

/** What a log line may hold of an error: everything for ordinary errors, the error class and codes for database errors. */
export function loggableError(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  if (!isDatabaseError(error)) return pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const source = error as Record<string, unknown>;
  const safe: Record<string, unknown> = {
    type: (error as Error).constructor?.name ?? 'DatabaseError',
    message: 'database error (statement and values not logged)',
  };
  for (const field of SAFE_DB_FIELDS) if (source[field] !== undefined) safe[field] = source[field];
  return safe;
}

/** One line for Nest's logger: the stack for ordinary errors, the codes for database errors. */
export function loggableErrorText(error: unknown): string {
  const safe = loggableError(error);
  return typeof safe.stack === 'string' ? safe.stack : JSON.stringify(safe);
}
