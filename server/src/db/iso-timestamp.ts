import { sql } from 'kysely';

/**
 * A timestamptz as PostgreSQL's text in the form the API writes every timestamp (Date#toISOString: UTC,
 * milliseconds, 'Z'; the microseconds cut off as a JavaScript Date cuts them). A row read a million times over
 * (the sales list, its exports) takes its timestamps this way: the driver then parses no Date only for the row
 * to write it back as text, which was a fifth of an export's time in Node.
 */
export function isoTimestampSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** isoTimestampSql for a query builder's select, named `as`. */
export function isoTimestamp<Alias extends string>(column: string, as: Alias) {
  return sql.raw<string>(isoTimestampSql(column)).as(as);
}
