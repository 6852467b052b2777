import { testInfra } from '@flow/testing';
import { Client } from 'pg';

/** Every service database of the stack (shared by default), by service name. */
export function serviceDatabases(urls: Record<string, string> = testInfra().databaseUrls): [string, string][] {
  return Object.entries(urls).sort(([a], [b]) => a.localeCompare(b));
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
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const tables = await client.query<{ name: string }>(
          `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
        );
        if (!tables.rows.length) return [];
        const union = tables.rows.map(({ name }) => `select '${name.replace(/'/g, "''")}' as name, t::text as row from "${name}" t where ${where}`);
        const rows = await client.query<{ name: string; row: string }>(`${union.join(' union all ')} order by 1, 2`, needles);
        return rows.rows.map((r) => [`${service}.${r.name}`, r.row] as const);
      } finally {
        await client.end();
      }
    }),
  );
  const found: Record<string, unknown[]> = {};
  for (const [key, row] of perService.flat()) (found[key] ??= []).push(row);
  return found;
}

/** The names of every table of every service database, `service.table`. */
export async function allTables(urls?: Record<string, string>): Promise<string[]> {
  const names: string[] = [];
  for (const [service, url] of serviceDatabases(urls)) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      );
      names.push(...tables.rows.map((r) => `${service}.${r.name}`));
    } finally {
      await client.end();
    }
  }
  return names;
}
