import { testInfra } from '@flow/testing';
import { Pool } from 'pg';

/** Every service database of the stack (shared by default), by service name. */
export function serviceDatabases(urls: Record<string, string> = testInfra().databaseUrls): [string, string][] {
  return Object.entries(urls).sort(([a], [b]) => a.localeCompare(b));
}

/**
 * One connection per database, kept for the file: the fuzzer scans every database several times a
 * route, and a new connection each time (a PostgreSQL backend started, authenticated and ended) was
 * most of a scan's cost. Idle connections do not hold the process open (allowExitOnIdle); a file that
 * scans ends them in its afterAll (endDatabasePools).
 */
const pools = new Map<string, Pool>();
function poolOf(url: string): Pool {
  let pool = pools.get(url);
  if (!pool) pools.set(url, (pool = new Pool({ connectionString: url, max: 2, idleTimeoutMillis: 5_000, allowExitOnIdle: true })));
  return pool;
}

export async function endDatabasePools(): Promise<void> {
  const ending = [...pools.values()].map((pool) => pool.end());
  pools.clear();
  tableNames.clear();
  await Promise.all(ending);
}

/** A database's tables, read once per file: the migrations ran before any test, so the list does not change. */
const tableNames = new Map<string, Promise<string[]>>();
function tablesOf(url: string): Promise<string[]> {
  let names = tableNames.get(url);
  if (!names) {
    names = poolOf(url)
      .query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
      .then((r) => r.rows.map(({ name }) => name));
    names.catch(() => tableNames.delete(url));
    tableNames.set(url, names);
  }
  return names;
}

/**
 * Every row, in every table of every service database, whose text mentions one of `needles`
 * (compared case-insensitively): a user's id and e-mail find their rows without knowing the schemas,
 * so a table added later is searched too. Keyed `service.table`. One query per database (its tables'
 * matches joined with UNION ALL), the databases side by side: the fuzzer asks this several times a route.
 */
export async function rowsMentioning(needles: string[], urls?: Record<string, string>): Promise<Record<string, unknown[]>> {
  const where = needles.map((_, i) => `strpos(lower(t::text), lower($${i + 1})) > 0`).join(' or ');
  const perService = await Promise.all(
    serviceDatabases(urls).map(async ([service, url]) => {
      const tables = await tablesOf(url);
      if (!tables.length) return [];
      const union = tables.map((name) => `select '${name.replace(/'/g, "''")}' as name, t::text as row from "${name}" t where ${where}`);
      const rows = await poolOf(url).query<{ name: string; row: string }>(`${union.join(' union all ')} order by 1, 2`, needles);
      return rows.rows.map((r) => [`${service}.${r.name}`, r.row] as const);
    }),
  );
  const found: Record<string, unknown[]> = {};
  for (const [key, row] of perService.flat()) (found[key] ??= []).push(row);
  return found;
}

/**
 * How many outbox rows mentioning one of `needles` the relays have not published yet, in every service
 * database with an outbox: a write's event is marked published a moment after the write's answer.
 */
export async function unpublishedOutboxRows(needles: string[], urls?: Record<string, string>): Promise<number> {
  const where = needles.map((_, i) => `strpos(lower(t::text), lower($${i + 1})) > 0`).join(' or ');
  const counts = await Promise.all(
    serviceDatabases(urls).map(async ([, url]) => {
      if (!(await tablesOf(url)).includes('outbox')) return 0;
      const rows = await poolOf(url).query<{ n: number }>(`select count(*)::int as n from outbox t where published_at is null and (${where})`, needles);
      return rows.rows[0]!.n;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** The names of every table of every service database, `service.table`. */
export async function allTables(urls?: Record<string, string>): Promise<string[]> {
  const names: string[] = [];
  for (const [service, url] of serviceDatabases(urls)) names.push(...(await tablesOf(url)).map((name) => `${service}.${name}`));
  return names;
}
