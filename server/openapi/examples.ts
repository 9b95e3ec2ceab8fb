/** A JSON Schema as the document writes it (OpenAPI 3.1). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  description?: string;
  [key: string]: unknown;
};

const STRING_FORMATS: Record<string, string> = {
  uuid: "3f1c2b9e-8a4d-4c7e-9b1a-2d5e6f7a8b9c",
  "date-time": "2026-06-14T18:00:00.000Z",
  date: "2026-06-14",
  email: "partner@example.com",
  uri: "https://example.com/",
  url: "https://example.com/",
};

/** Plain values a string example is picked from: the first that fits the schema's pattern and length. */
const STRING_CANDIDATES = [
  "example",
  "2026-06-14",
  "#1e40af",
  "+1 555 0100",
  "4242 4242 4242 4242",
  "12/30",
  "123",
  "k3Jd8sP0qLm2Zx7W",
  "data:image/png;base64,iVBORw0KGgo=",
  "A",
];

/**
 * An example value of a schema, for the document's examples: the schema's own default or example when
 * it has one, else a plain value of its type that respects its bounds. The document test validates
 * every example against its schema, so an example this cannot make right fails there, not silently.
 */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return null;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const nonNull = alternatives.find((s) => s.type !== "null") ?? alternatives[0];
    return exampleOf(nonNull, depth + 1);
  }
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string": {
      if (schema.format && STRING_FORMATS[schema.format]) return STRING_FORMATS[schema.format];
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? Infinity;
      const pattern = schema.pattern ? new RegExp(schema.pattern, "u") : undefined;
      const fits = (s: string) => s.length >= min && s.length <= max && (!pattern || pattern.test(s));
      const padded = "example" + "x".repeat(Math.max(0, min - 7));
      return STRING_CANDIDATES.find(fits) ?? (fits(padded) ? padded : padded.slice(0, Math.max(max, 0)));
    }
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      const value = min !== undefined && min > 1 ? min : 1;
      return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
    }
    case "boolean":
      return true;
    case "null":
      return null;
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => exampleOf(schema.items, depth + 1));
    case "object":
    default: {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(schema.properties ?? {})) out[name] = exampleOf(prop, depth + 1);
      return out;
    }
  }
}
