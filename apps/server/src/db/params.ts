/**
 * Parameters and answers for the statements the chat runs for every batch of messages. The
 * driver quotes and escapes an array parameter element by element and parses a result field by
 * field; for thousands of values per statement that cost the server more than the statement cost
 * the database. These travel as one literal or one JSON value instead.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "./index.ts";

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** An `int[]` parameter written as one array literal (the values must be PostgreSQL ints). */
export function intArray(values: readonly number[]): SQL {
  for (const value of values) {
    if (!Number.isInteger(value) || value < INT_MIN || value > INT_MAX) {
      throw new TypeError(`not an int: ${value}`);
    }
  }
  return sql`${`{${values.join(",")}}`}::int[]`;
}

/** The array literal of bigintArray, for a prepared statement's placeholder. */
export function bigintArrayLiteral(values: readonly number[]): string {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not a safe integer: ${value}`);
  }
  return `{${values.join(",")}}`;
}

/** A `bigint[]` parameter written as one array literal (ids of bigserial columns). */
export function bigintArray(values: readonly number[]): SQL {
  return sql`${bigintArrayLiteral(values)}::bigint[]`;
}

/** The array literal of textArray, for a prepared statement's placeholder. */
export function textArrayLiteral(values: readonly (string | null)[]): string {
  const quoted = values.map((value) =>
    value === null
      ? "NULL"
      : value.includes("\\") || value.includes('"')
        ? `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`
        : `"${value}"`,
  );
  return `{${quoted.join(",")}}`;
}

/**
 * A `text[]` parameter written as one array literal: each element quoted, `\` and `"` escaped; a
 * null is the array's NULL (a string "NULL" is quoted, so it stays a string).
 */
export function textArray(values: readonly (string | null)[]): SQL {
  return sql`${textArrayLiteral(values)}::text[]`;
}

/** A JSON value of a result row: node-postgres and PGlite parse json columns, a text cast does not. */
export function jsonValue<T>(value: T | string | null | undefined, empty: T): T {
  if (value === null || value === undefined) return empty;
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/**
 * Runs `query` as the prepared statement `name`: on PostgreSQL the statement is parsed and planned
 * once per connection, not per call (a batch statement of the chat spent as long in its parse and
 * plan as in its execution: bench/chat.ts with log_min_duration_statement). PGlite ignores the
 * name. The text must be the same on every call under one name (the parameters change, not the
 * SQL): node-postgres refuses a name used for two texts.
 */
export function executeNamed(db: Tx, name: string, query: SQL): Promise<unknown> {
  return prepareNamed(db, name, query).execute();
}

/**
 * `query` rendered once as the prepared statement `name`, its `sql.placeholder`s filled in at each
 * execute: for a statement whose text is long to render (one naming every column of two tables)
 * and that runs many times.
 */
export function prepareNamed(
  db: Tx,
  name: string,
  query: SQL,
): { execute(values?: Record<string, unknown>): Promise<unknown> } {
  const { session } = db as unknown as {
    session: {
      dialect: { sqlToQuery(query: SQL): unknown };
      prepareQuery(
        query: unknown,
        fields: undefined,
        name: string,
        arrayMode: false,
      ): { execute(values?: Record<string, unknown>): Promise<unknown> };
    };
  };
  return session.prepareQuery(session.dialect.sqlToQuery(query), undefined, name, false);
}
