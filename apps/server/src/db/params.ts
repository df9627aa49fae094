/**
 * Parameters and answers for the statements the chat runs for every batch of messages. The
 * driver quotes and escapes an array parameter element by element and parses a result field by
 * field; for thousands of values per statement that cost the server more than the statement cost
 * the database. These travel as one literal or one JSON value instead.
 */
import { type SQL, sql } from "drizzle-orm";

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
export function textArrayLiteral(values: readonly string[]): string {
  const quoted = values.map((value) =>
    value.includes("\\") || value.includes('"')
      ? `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`
      : `"${value}"`,
  );
  return `{${quoted.join(",")}}`;
}

/** A `text[]` parameter written as one array literal: each element quoted, `\` and `"` escaped. */
export function textArray(values: readonly string[]): SQL {
  return sql`${textArrayLiteral(values)}::text[]`;
}

/** A JSON value of a result row: node-postgres and PGlite parse json columns, a text cast does not. */
export function jsonValue<T>(value: T | string | null | undefined, empty: T): T {
  if (value === null || value === undefined) return empty;
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
