/** Which errors answer 503 (a service the call needs is down for now) rather than 500. */
import { describe, expect, it } from "vitest";
import { isUnavailable } from "../src/lib/unavailable.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isUnavailable", () => {
  it("knows a database that refuses, ends or cannot take connections", () => {
    expect(isUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isUnavailable(withCode("57P01", "terminating connection due to administrator command"))).toBe(
      true,
    );
    expect(isUnavailable(withCode("57P03", "the database system is starting up"))).toBe(true);
    expect(isUnavailable(withCode("08006"))).toBe(true);
    expect(isUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("looks through Drizzle's wrapper and a refused connect to several addresses", () => {
    const refused = new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]);
    expect(isUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
  });

  it("knows Redis out of reach", () => {
    const retries = Object.assign(new Error("Reached the max retries per request limit (which is 2)."), {
      name: "MaxRetriesPerRequestError",
    });
    expect(isUnavailable(retries)).toBe(true);
    expect(isUnavailable(new Error("Connection is closed."))).toBe(true);
  });

  it("leaves everything else a server error", () => {
    expect(isUnavailable(withCode("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isUnavailable(new Error("Failed query", { cause: withCode("42P01") }))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});
