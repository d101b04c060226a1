import fc from "fast-check";

/** What a route's zod schema offers these tests. */
export type Schema = { safeParse: (value: unknown) => { success: boolean } };

/** The top-level field names of an object schema (also through optional/default/pipe wrappers). */
export function fieldsOf(schema: unknown): string[] {
  let s = schema as
    | { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown } }
    | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s.shape) return Object.keys(s.shape);
    s = (s.def?.innerType ?? s.def?.in) as typeof s;
  }
  return [];
}

/** A request body as sent: raw bytes or text, under a content type (none: no header). */
export type Payload = { contentType?: string; raw?: string | Buffer; note: string };

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "fin\ud83d",
  "\u202eevil\u202c",
  "\ufeffbom",
  "\u200b",
  "e\u0301\u0301\u0301",
  "😀".repeat(40),
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "../../../etc/passwd",
  "%00",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
  "${7*7}",
  "{{7*7}}",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "true",
  "__proto__",
  "constructor",
  "prototype",
  "\r\n\r\n",
  "\\",
  '"',
  "2024-02-30",
  "x".repeat(300),
  "é".repeat(5000),
];
// Longer than every field's maximum (4,000 to 5,000 characters), and rarely longer than the largest
// ones (knowledge content, CSV imports); bodies over 1 MB are the limits test's business.
const LONG_STRINGS = ["x".repeat(12_000), "é".repeat(6_000), "\u0000".repeat(3_000), "😀".repeat(3_000)];
const HUGE_STRINGS = ["x".repeat(210_000), "é".repeat(260_000)];
export const POISON_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isAdmin",
  "role",
  "admin",
  "userId",
  "id",
  "polluted",
];

const text = fc.oneof(
  { weight: 16, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 8, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 16, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...LONG_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);
const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 0.5, 6, 3),
);

/** Any JSON value, with object keys drawn from the schema's fields and from poison keys. */
export function junk(fields: string[]) {
  const key = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...POISON_KEYS),
    ...(fields.length ? [fc.constantFrom(...fields)] : []),
  );
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      text,
      numbers,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 5 }),
      fc.dictionary(key, tie("value"), { maxKeys: 6 }),
    ),
  })).value;
}

/** Bodies the JSON parser refuses outright (prototype poisoning). */
const PROTO_JSON = [
  '{"__proto__":{"polluted":"oui","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"oui"}}}',
  '{"a":{"__proto__":{"polluted":"oui"}}}',
  '[{"__proto__":{"polluted":"oui"}}]',
  '{"a":[{"b":{"constructor":{"prototype":{"polluted":"oui"}}}}]}',
];
const POISON_JSON = [...PROTO_JSON, '{"__proto__":null}', '{"prototype":{"polluted":"oui"}}'];

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json;charset=UTF-8",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
];
const OTHER_TYPES = [
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "application/xml",
  "application/octet-stream",
  "application/vnd.api+json",
  "application/jsonx",
  "multipart/form-data",
  "multipart/form-data; boundary=zz",
  "image/png",
  "*/*",
  "",
  "application/json, text/plain",
  ";;;",
];

/**
 * Bodies that fail before any handler runs, for routes that take no body: JSON that does not
 * parse, content types the API does not read.
 */
export function unparsableBody(): fc.Arbitrary<Payload> {
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...JSON_TYPES), fc.string({ maxLength: 60 }))
      .filter(([, raw]) => !parses(raw))
      .map(([contentType, raw]) => ({ contentType, raw, note: "invalid JSON" })),
    fc
      .tuple(fc.constantFrom(...JSON_TYPES), fc.constantFrom(...PROTO_JSON))
      .map(([contentType, raw]) => ({ contentType, raw, note: "prototype keys" })),
    fc
      .tuple(
        fc.constantFrom(
          "application/x-www-form-urlencoded",
          "application/xml",
          "application/octet-stream",
          "image/png",
          "application/vnd.api+json",
        ),
        fc.string({ maxLength: 60 }),
      )
      .map(([contentType, raw]) => ({ contentType, raw, note: "unsupported content type" })),
    fc.uint8Array({ minLength: 1, maxLength: 80 }).map((bytes) => ({
      raw: Buffer.from(bytes),
      note: "bytes without a content type",
    })),
  );
}

const parses = (raw: string) => {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
};

/** Malformed bodies for a JSON route; `valid` is one body the route accepts. */
export function malformedBody(fields: string[], valid: Record<string, unknown> | undefined) {
  const value = junk(fields);
  const base = valid ?? {};
  const keys = [...new Set([...Object.keys(base), ...fields])];
  const mutated = fc
    .record({
      key: keys.length ? fc.constantFrom(...keys) : fc.constant("x"),
      action: fc.constantFrom("delete", "junk", "array", "poison"),
      replacement: value,
      poison: fc.constantFrom(...POISON_KEYS),
    })
    .map(({ key, action, replacement, poison }) => {
      const copy: Record<string, unknown> = { ...base };
      if (action === "delete") delete copy[key];
      else if (action === "junk") copy[key] = replacement;
      else if (action === "array") copy[key] = [base[key] ?? replacement];
      else Object.defineProperty(copy, poison, { value: replacement, enumerable: true });
      return copy as unknown;
    });
  const shaped = fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 }), value, {
    maxKeys: Math.max(1, keys.length),
  });
  const jsonValue = fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: value },
    { weight: 1, arbitrary: fc.array(value, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.constant([base]) },
  );
  const baseText = JSON.stringify(base);
  return fc.oneof<fc.Arbitrary<Payload>[]>(
    // Valid JSON of the wrong shape, under a JSON content type.
    fc
      .tuple(fc.constantFrom(...JSON_TYPES), jsonValue)
      .map(([contentType, v]) => ({ contentType, raw: JSON.stringify(v) ?? "null", note: "JSON" })),
    // JSON that does not parse: random text, cut-off bodies, deep nesting, bad escapes.
    fc
      .tuple(
        fc.constantFrom(...JSON_TYPES),
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.nat({ max: baseText.length - 1 }).map((n) => baseText.slice(0, n)),
          fc.integer({ min: 1, max: 20_000 }).map((n) => "[".repeat(n)),
          fc.integer({ min: 1, max: 20_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
          fc.integer({ min: 1, max: 3_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
          fc.constantFrom(
            "{'a':1}",
            '{"a":1,}',
            '{"a":"\\x41"}',
            '{"a":"\\ud800"}',
            "NaN",
            "\ufeff{}",
            "{}{}",
          ),
        ),
      )
      .map(([contentType, raw]) => ({ contentType, raw, note: "invalid JSON" })),
    fc
      .tuple(fc.constantFrom(...JSON_TYPES), fc.constantFrom(...POISON_JSON))
      .map(([contentType, raw]) => ({ contentType, raw, note: "prototype keys" })),
    // Bytes that are not UTF-8.
    fc
      .tuple(fc.constantFrom(...JSON_TYPES), fc.uint8Array({ minLength: 1, maxLength: 80 }))
      .map(([contentType, bytes]) => ({ contentType, raw: Buffer.from(bytes), note: "binary" })),
    // Other content types, or none.
    fc
      .tuple(fc.option(fc.constantFrom(...OTHER_TYPES), { nil: undefined }), fc.oneof(fc.string(), jsonValue))
      .map(([contentType, v]) => ({
        contentType,
        raw: typeof v === "string" ? v : JSON.stringify(v),
        note: "content type",
      })),
    fc.constant<Payload>({ note: "no body" }),
  );
}

/**
 * Whether the app may legitimately act on this body (then any non-5xx answer is fine); when it
 * may not, the answer must be a 4xx.
 */
export function acceptable(schema: Schema, p: Payload): boolean {
  if (p.raw === undefined) return schema.safeParse(undefined).success;
  const text = Buffer.isBuffer(p.raw) ? p.raw.toString("utf8") : p.raw;
  const type = (p.contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    let value: unknown;
    try {
      value = JSON.parse(text.replace(/^\ufeff/, ""));
    } catch {
      return false;
    }
    return schema.safeParse(value).success;
  }
  if (type === "text/plain") return schema.safeParse(text).success;
  return schema.safeParse(undefined).success || schema.safeParse(null).success;
}

/** Malformed multipart uploads: never a valid category or contribution, often broken framing. */
export function malformedUpload(): fc.Arbitrary<Payload> {
  const part = fc.record({
    name: fc.constantFrom("payload", "category", "parentId", "file", "__proto__", "constructor", "x", ""),
    filename: fc.option(
      fc.constantFrom(
        "rapport.docx",
        "x.pdf",
        "virus.exe",
        "image.png",
        "",
        "../../etc/passwd",
        "a\u0000.md",
      ),
      { nil: undefined },
    ),
    content: fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(...POISON_JSON, "%PDF", "PK\u0003", "\u0000\u0001"),
      fc.uint8Array({ maxLength: 60 }).map((b) => Buffer.from(b).toString("latin1")),
    ),
  });
  return fc
    .record({
      boundary: fc.constantFrom("b", "----robustesse", "a".repeat(70), "x y"),
      headerBoundary: fc.option(fc.constantFrom("autre", ""), { nil: undefined }),
      parts: fc.array(part, { maxLength: 6 }),
      end: fc.constantFrom("--\r\n", "--", "", "\r\n"),
      cut: fc.option(fc.nat({ max: 400 }), { nil: undefined }),
    })
    .map(({ boundary, headerBoundary, parts, end, cut }) => {
      let body = parts
        .map(
          (p) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${
              p.filename === undefined ? "" : `; filename="${p.filename}"`
            }\r\n\r\n${p.content}\r\n`,
        )
        .join("");
      body += `--${boundary}${end}`;
      if (cut !== undefined) body = body.slice(0, cut);
      return {
        contentType: `multipart/form-data; boundary=${headerBoundary ?? boundary}`,
        raw: Buffer.from(body, "latin1"),
        note: "multipart",
      };
    });
}

/** Path parameter values: mostly the real one, else unknown ids and garbage (some not even URL-safe). */
export function paramValue(real: string | undefined) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ value: real ?? "inconnu", raw: false }) },
    { weight: 1, arbitrary: fc.uuid().map((value) => ({ value, raw: false })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom(...ODD_STRINGS.filter(Boolean)))
        .map((value) => ({ value, raw: false })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("%E0%A4%A", "%00", "%ff%fe", "..%2f..", "%", "a".repeat(101), "%C0%AF")
        .map((value) => ({ value, raw: true })),
    },
  );
}

/** Percent-encodes a path segment byte by byte (lone surrogates become U+FFFD, as on the wire). */
export function encodeSegment(value: string) {
  return [...Buffer.from(value, "utf8")]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, "0")}`,
    )
    .join("");
}
