/**
 * Hostile inputs for the fuzzer (fuzz.test.ts), as fast-check arbitraries: values of the wrong
 * type, huge and odd unicode strings, NUL bytes and lone surrogates, prototype keys, path
 * traversal, malformed bodies under every content type, multipart garbage and forged tokens.
 * None of the constants holds a marker the leak check looks for (LEAK), so an answer that echoes
 * a payload back is not mistaken for a leak.
 */
import fc from "fast-check";

/**
 * What an answer must never show: a stack frame, a source position or a path of this machine. A
 * folder of the machine (/work/..., /home/...) starts a path of its own, after a space, a quote, a
 * bracket or a colon: the site's own addresses (robots.txt's "Disallow: /w/home/") are not leaks.
 */
export const LEAK =
  /\n\s+at |\bat (?:async )?\S*\s?\(?(?:file:\/\/)?\/\S+:\d+:\d+|node_modules|(?:^|[\s"'(=:])\/(?:work|home)\/|\/tmp\/site-test|\.ts:\d+|"stack"\s*:/;

/** Keys that reach Object.prototype if a parser or a merge trusts them. */
export const PROTO_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** The property a pollution payload tries to plant on every object. */
export const POLLUTION_MARK = "fuzzPolluted";

const TRAVERSAL = [
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "/uploads/../../../etc/passwd",
  "uploads/..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "....//....//etc/passwd",
  "/proc/self/environ",
  "/dev/zero",
  "file:///etc/passwd",
  "\\\\server\\share\\x.png",
  "C:\\boot.ini",
  "/uploads/avatars/1/../../../server.lock",
  "a.png\0.jpg",
  "../".repeat(40),
  "/uploads/%00/x.webp",
];

const ODD = [
  "",
  " ",
  "\0",
  "a\0b",
  "\uD800",
  "\uDFFF",
  "x\uD83Dy",
  "\uFEFF",
  "\u202Egnp.exe",
  "\u0000\u0001\u001F\u007F",
  "🦄".repeat(50),
  "Z\u0351\u0352\u0353\u0354\u0355\u0356".repeat(30),
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e400",
  "-0",
  "0x1F",
  "9".repeat(400),
  "true",
  "[]",
  "{}",
  '{"a":1}',
  "' OR '1'='1'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  // A template injection probe, kept as plain text.
  `$\{7*7}{{7*7}}`,
  "%s%s%s%n",
  "\r\nSet-Cookie: a=b",
  "a".repeat(5000),
  "é".repeat(2000),
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
];

/** A string meant to break something: random unicode or binary, a known troublemaker, or huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ODD, ...TRAVERSAL) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("x", "字", "\uD800", "\0", "../"), fc.integer({ min: 1000, max: 20_000 }))
      .map(([s, n]) => s.repeat(n)),
  },
);

/** Numbers at and past every edge a column or a parser has. */
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -3, max: 40 }),
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53,
    2 ** 63,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
    -1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A key for a payload object: one the call knows, a prototype key, or anything. */
export function keyArb(fields: readonly string[]): fc.Arbitrary<string> {
  const known = fields.length > 0 ? [fields] : [];
  return fc.oneof(
    ...known.map((f) => ({ weight: 4, arbitrary: fc.constantFrom(...f) })),
    {
      weight: 1,
      arbitrary: fc.constantFrom(...PROTO_KEYS, "token", "id", "userid", "role", "status", "vip"),
    },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  );
}

/**
 * An object built with defineProperty, so that a `__proto__` key is an own key (as JSON.parse
 * makes it) and not a change of prototype here in the test.
 */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Any JSON-ish value: scalars, arrays for scalars, objects for scalars, nested a little. */
export function valueArb(fields: readonly string[]): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", maxDepth: 3 },
      { weight: 6, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.tuple(keyArb(fields), tie("value")), { maxLength: 4 })
          .map((entries) => objectOf(entries)),
      },
    ),
  }));
  return value;
}

/**
 * A payload for a call: its own fields, mostly with plausible values (ids of real rows, so that
 * handlers get past validation) and often with hostile ones, plus prototype and unknown keys.
 */
export function payloadArb(fields: readonly string[], plausible: fc.Arbitrary<unknown>) {
  const field = fields.length > 0 ? fc.constantFrom(...fields) : keyArb([]);
  const entry = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(field, fc.oneof(plausible, valueArb(fields))) },
    { weight: 1, arbitrary: fc.tuple(keyArb(fields), valueArb(fields)) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom(...PROTO_KEYS),
        fc.constant(
          objectOf([
            [POLLUTION_MARK, "yes"],
            ["prototype", objectOf([[POLLUTION_MARK, "yes"]])],
          ]),
        ),
      ),
    },
  );
  return fc.array(entry, { maxLength: Math.min(10, fields.length + 3) }).map(objectOf);
}

/** Form encoding as a browser or a hand-made client might: arrays repeat, objects nest or go as JSON. */
export function formEncode(payload: Record<string, unknown>, nest: boolean): string {
  const params = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (Array.isArray(value)) for (const v of value) put(nest ? `${key}[]` : key, v);
    else if (value && typeof value === "object") {
      if (nest) for (const [k, v] of Object.entries(value)) put(`${key}[${k}]`, v);
      else params.append(key, JSON.stringify(value));
    } else params.append(key, String(value));
  };
  for (const [k, v] of Object.entries(payload)) put(k, v);
  return params.toString();
}

/** Raw JSON and form bodies that try prototype pollution the ways parsers have fallen for. */
export const POLLUTION_BODIES: { body: string; type: string }[] = [
  { body: `{"__proto__":{"${POLLUTION_MARK}":"yes"}}`, type: "application/json" },
  { body: `{"constructor":{"prototype":{"${POLLUTION_MARK}":"yes"}}}`, type: "application/json" },
  { body: `{"a":1,"__proto__":{"${POLLUTION_MARK}":"yes","role":"admin"}}`, type: "application/json" },
  { body: `[{"__proto__":{"${POLLUTION_MARK}":"yes"}}]`, type: "application/json" },
  { body: `__proto__[${POLLUTION_MARK}]=yes`, type: "application/x-www-form-urlencoded" },
  { body: `__proto__.${POLLUTION_MARK}=yes`, type: "application/x-www-form-urlencoded" },
  {
    body: `constructor[prototype][${POLLUTION_MARK}]=yes`,
    type: "application/x-www-form-urlencoded",
  },
  { body: `__proto__=${POLLUTION_MARK}&__proto__=x`, type: "application/x-www-form-urlencoded" },
];

const CONTENT_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=zzz",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded; charset=latin1",
  "application/json;;;==",
  "image/png",
  "*/*",
  "x".repeat(3000),
  "application/json\u0000",
];

/** A tiny but real PNG (1x1), so the image pipeline gets past sniffing on some runs. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const fileContent: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(PNG_1X1),
  fc.constant(PNG_1X1.subarray(0, 20)),
  fc.constant(Buffer.alloc(0)),
  fc.constant(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>1</script></svg>'),
  ),
  fc.constant(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;")),
  fc.constant(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(64, 7)])),
  fc.constant(Buffer.from("\xff\xd8\xff\xe0garbage-jpeg", "latin1")),
  fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
);

const fileName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TRAVERSAL, "x.png", "", ".htaccess", "a.php.png", "a\r\nContent-Type: text/html"),
  hostileString.filter((s) => s.length < 300),
);

export interface MultipartPart {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

export type Breakage = "none" | "noEnd" | "wrongBoundary" | "noHeaders";

/** A multipart body, well-formed or broken on purpose (no end, a wrong boundary, no part headers). */
export function multipartOf(parts: MultipartPart[], breakage: Breakage) {
  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : "";
    const headers =
      breakage === "noHeaders" ? "" : `Content-Disposition: form-data; name="${part.name}"${file}\r\n${type}`;
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n`), part.data, Buffer.from("\r\n"));
  }
  if (breakage !== "noEnd") chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const header = breakage === "wrongBoundary" ? "other" : boundary;
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${header}` };
}

/** How a request's body is made; the token (decided when the request is sent) goes in last. */
export type Shape =
  | {
      kind: "json" | "form" | "form-nested" | "json-as-form" | "form-as-json";
      payload: Record<string, unknown>;
    }
  | { kind: "raw"; body: string | Buffer; type: string | undefined }
  | { kind: "multipart"; parts: MultipartPart[]; tokenFirst: boolean; breakage: Breakage }
  | { kind: "empty" };

/** Whether a shape can carry the token as a field of its body. */
export const carriesToken = (shape: Shape) => shape.kind !== "raw" && shape.kind !== "empty";

/** The bytes and content type of a shape, with `token` as a body field when given. */
export function render(shape: Shape, token: string | undefined): { body?: string | Buffer; type?: string } {
  switch (shape.kind) {
    case "empty":
      return {};
    case "raw":
      return { body: shape.body, ...(shape.type === undefined ? {} : { type: shape.type }) };
    case "multipart": {
      const tokenPart = token === undefined ? [] : [{ name: "token", data: Buffer.from(token) }];
      const parts = shape.tokenFirst ? [...tokenPart, ...shape.parts] : [...shape.parts, ...tokenPart];
      return multipartOf(parts, shape.breakage);
    }
    default: {
      const payload =
        token === undefined ? shape.payload : objectOf([...Object.entries(shape.payload), ["token", token]]);
      const json = JSON.stringify(payload);
      switch (shape.kind) {
        case "json":
          return { body: json, type: "application/json" };
        case "form":
          return { body: formEncode(payload, false), type: "application/x-www-form-urlencoded" };
        case "form-nested":
          return { body: formEncode(payload, true), type: "application/x-www-form-urlencoded" };
        case "json-as-form":
          return { body: json, type: "application/x-www-form-urlencoded" };
        case "form-as-json":
          return { body: formEncode(payload, false), type: "application/json" };
      }
    }
  }
}

function multipartShape(fields: readonly string[]): fc.Arbitrary<Shape> {
  const fileField = fc.constantFrom("file", "img", "video", "image", "__proto__", "token");
  const filePart: fc.Arbitrary<MultipartPart> = fc.record({
    name: fc.oneof(fileField, fc.string({ maxLength: 8 })),
    filename: fileName,
    type: fc.constantFrom("image/png", "image/svg+xml", "video/mp4", "text/html", "application/x-sh", ""),
    data: fileContent,
  });
  const fieldPart: fc.Arbitrary<MultipartPart> = fc.record({
    name: keyArb(fields),
    data: hostileString.filter((s) => s.length < 2000).map((s) => Buffer.from(s)),
  });
  return fc.record({
    kind: fc.constant("multipart" as const),
    parts: fc.array(fc.oneof(filePart, fieldPart), { maxLength: 4 }),
    tokenFirst: fc.boolean(),
    breakage: fc.constantFrom<Breakage>("none", "none", "none", "noEnd", "wrongBoundary", "noHeaders"),
  });
}

/**
 * Any body at all: JSON, form (flat or nested), the one under the other's content type, bytes
 * under any content type, pollution attempts, multipart (more often for the upload calls).
 */
export function shapeArb(fields: readonly string[], plausible: fc.Arbitrary<unknown>, upload: boolean) {
  const payload = payloadArb(fields, plausible);
  const encoded = (kind: "json" | "form" | "form-nested" | "json-as-form" | "form-as-json") =>
    payload.map((p): Shape => ({ kind, payload: p }));
  return fc.oneof(
    { weight: 4, arbitrary: encoded("json") },
    { weight: 3, arbitrary: encoded("form") },
    { weight: 1, arbitrary: encoded("form-nested") },
    { weight: 1, arbitrary: encoded("json-as-form") },
    { weight: 1, arbitrary: encoded("form-as-json") },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
            hostileString,
          ),
          fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
        )
        .map(([body, type]): Shape => ({ kind: "raw", body, type })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...POLLUTION_BODIES)
        .map((b): Shape => ({ kind: "raw", body: b.body, type: b.type })),
    },
    { weight: upload ? 8 : 1, arbitrary: multipartShape(fields) },
    { weight: 1, arbitrary: fc.constant<Shape>({ kind: "empty" }) },
  ) as fc.Arbitrary<Shape>;
}

/** A random URL path segment: traversal, encodings broken on purpose, or anything. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "..%2f..%2fetc%2fpasswd",
    "%2e%2e/%2e%2e/etc/passwd",
    "..",
    "%00",
    "%zz",
    "%",
    "%C0%AE%C0%AE%2F",
    "%uD800",
    "a%0d%0aX-Injected:%201",
    "%F0%9F%A6%84",
  ),
  fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: "grapheme-ascii", maxLength: 20 }).map((s) => s.replace(/[#?\s]/g, "")),
);

export const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"] as const;
