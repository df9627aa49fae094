/**
 * JSON Schema (2020-12, as OpenAPI 3.1 uses it) from the contracts' yup schemas, for the API
 * document. yup 1.7 has no converter of its own (its Standard Schema face validates, it does not
 * describe), so this reads `schema.describe()`: types, required fields, defaults, `oneOf` lists and
 * the length, range, integer and pattern tests. Custom tests (an age check, a code list) cannot be
 * expressed; their names go into the field's description so a reader knows the server checks more.
 */
import type {
  AnySchema,
  ObjectSchema,
  SchemaDescription,
  SchemaFieldDescription,
  SchemaObjectDescription,
} from "yup";

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  [key: string]: unknown;
}

/** Tests the converter turns into keywords; any other named test is listed in the description. */
const EXPRESSED = new Set([
  "required",
  "defined",
  "nullable",
  "optionality",
  "typeError",
  "min",
  "max",
  "length",
  "integer",
  "matches",
  "email",
  "url",
  "uuid",
]);

type AnyObjectSchema = ObjectSchema<Record<string, unknown>>;

function isFull(description: SchemaFieldDescription): description is SchemaDescription {
  return "tests" in description && "optional" in description;
}

function isPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

function fieldsOf(schema: AnySchema): Record<string, AnySchema> | undefined {
  const fields = (schema as unknown as { fields?: Record<string, AnySchema> }).fields;
  return fields && typeof fields === "object" ? fields : undefined;
}

function innerOf(schema: AnySchema): AnySchema | undefined {
  const inner = (schema as unknown as { innerType?: AnySchema }).innerType;
  return inner && typeof inner === "object" ? inner : undefined;
}

/** Whether the field itself accepts the empty string (`matches` with `excludeEmptyString`). */
function acceptsEmpty(schema: AnySchema | undefined): boolean {
  if (!schema) return false;
  try {
    return schema.isValidSync("");
  } catch {
    return false;
  }
}

function convert(description: SchemaFieldDescription, schema: AnySchema | undefined): JsonSchema {
  if (!isFull(description)) return {};
  const out: JsonSchema = {};
  const notes: string[] = [];
  const numeric = description.type === "number";
  const isInteger = description.tests.some((t) => t.name === "integer");

  switch (description.type) {
    case "string":
      out.type = "string";
      break;
    case "number":
      out.type = isInteger ? "integer" : "number";
      break;
    case "boolean":
      out.type = "boolean";
      break;
    case "date":
      out.type = "string";
      out.format = "date-time";
      break;
    case "object": {
      out.type = "object";
      const object = description as SchemaObjectDescription;
      const fields = schema ? fieldsOf(schema) : undefined;
      out.properties = {};
      const required: string[] = [];
      for (const [name, field] of Object.entries(object.fields)) {
        out.properties[name] = convert(field, fields?.[name]);
        if (isFull(field) && !field.optional) required.push(name);
      }
      if (required.length > 0) out.required = required;
      break;
    }
    case "array": {
      out.type = "array";
      const inner = (description as { innerType?: SchemaFieldDescription }).innerType;
      if (inner) out.items = convert(inner, schema ? innerOf(schema) : undefined);
      break;
    }
    default:
      break;
  }

  for (const test of description.tests) {
    const params = (test.params ?? {}) as Record<string, unknown>;
    switch (test.name) {
      case "min":
        if (typeof params.min === "number") {
          if (numeric) out.minimum = params.min;
          else if (out.type === "array") out.minItems = params.min;
          else out.minLength = params.min;
        }
        if (typeof params.more === "number") out.exclusiveMinimum = params.more;
        break;
      case "max":
        if (typeof params.max === "number") {
          if (numeric) out.maximum = params.max;
          else if (out.type === "array") out.maxItems = params.max;
          else out.maxLength = params.max;
        }
        if (typeof params.less === "number") out.exclusiveMaximum = params.less;
        break;
      case "length":
        if (typeof params.length === "number") {
          out.minLength = params.length;
          out.maxLength = params.length;
        }
        break;
      case "matches":
        if (params.regex instanceof RegExp) {
          const source = params.regex.source;
          out.pattern = acceptsEmpty(schema) && !params.regex.test("") ? `^$|${source}` : source;
        }
        break;
      case "email":
        out.format = "email";
        break;
      case "url":
        out.format = "uri";
        break;
      case "uuid":
        out.format = "uuid";
        break;
      default:
        if (test.name && !EXPRESSED.has(test.name)) notes.push(test.name);
    }
  }

  const values = description.oneOf.filter(isPrimitive);
  if (values.length > 0 && values.length === description.oneOf.length) out.enum = values;
  if (description.nullable && typeof out.type === "string") {
    out.type = [out.type, "null"];
    if (out.enum) out.enum = [...out.enum, null];
  }
  if (isPrimitive(description.default)) out.default = description.default;

  const meta = description.meta as { description?: unknown } | undefined;
  const parts: string[] = [];
  if (typeof meta?.description === "string") parts.push(meta.description);
  if (description.label) parts.push(description.label);
  if (notes.length > 0) parts.push(`Also checked by the server: ${notes.join(", ")}.`);
  if (parts.length > 0) out.description = parts.join(" ");
  return out;
}

/** The JSON Schema of a contracts payload schema (an object schema). */
export function yupToJsonSchema(schema: AnyObjectSchema | AnySchema): JsonSchema {
  return convert(schema.describe(), schema as AnySchema);
}
