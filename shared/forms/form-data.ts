import type { ZodType } from "zod";

/**
 * Turns the fields of a posted HTML form into the input a procedure's zod schema expects, reading the
 * schema's shape (so the schema stays the one statement of a form's types):
 * - strings become numbers or booleans where the schema wants them;
 * - a name given several times (a checkbox group) becomes an array;
 * - a checkbox the schema reads as a boolean is `true` when sent, `false` when absent (unchecked);
 * - "" (an untouched input or select) is absent, as the enhanced client's `compact` does.
 * Nested objects use dotted names (`address.city`). Anything the schema would refuse is passed as
 * given: the procedure's own parse names the field in the visitor's language.
 */
export type FormFields = { getAll(name: string): Array<string | { name: string }> };

/** The zod 4 definition parts read here (`schema._zod.def`). */
type Def = { type: string; innerType?: ZodType; in?: ZodType; shape?: Record<string, ZodType>; element?: ZodType; values?: unknown[] };

function def(schema: ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Wrappers that do not change what a field holds: optional, default, a pipe's input side… */
function unwrap(schema: ZodType): ZodType {
  let s = schema;
  for (let d = def(s); ; d = def(s)) {
    if (d.innerType && ["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"].includes(d.type)) s = d.innerType;
    else if (d.type === "pipe" && d.in) s = d.in;
    else return s;
  }
}

function kind(schema: ZodType): "object" | "array" | "boolean" | "number" | "text" {
  const d = def(unwrap(schema));
  if (d.type === "object") return "object";
  if (d.type === "array") return "array";
  if (d.type === "boolean" || (d.type === "literal" && d.values?.every((v) => typeof v === "boolean"))) return "boolean";
  if (d.type === "number" || d.type === "int" || d.type === "bigint") return "number";
  return "text";
}

function scalar(schema: ZodType, value: string): unknown {
  if (value === "") return undefined;
  if (kind(schema) === "number") {
    const n = Number(value.trim());
    return Number.isFinite(n) && value.trim() !== "" ? n : value;
  }
  return value;
}

const texts = (fields: FormFields, name: string) => fields.getAll(name).filter((v): v is string => typeof v === "string");

export function formToInput(schema: ZodType, fields: FormFields, prefix = ""): Record<string, unknown> {
  const shape = def(unwrap(schema)).shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const name = prefix + key;
    const values = texts(fields, name);
    let value: unknown;
    switch (kind(field)) {
      case "object": {
        const nested = formToInput(field, fields, `${name}.`);
        value = Object.keys(nested).length ? nested : undefined;
        break;
      }
      case "array": {
        const element = def(unwrap(field)).element;
        const items = values.filter((v) => v !== "").map((v) => (element ? scalar(element, v) : v));
        value = items.length ? items : undefined;
        break;
      }
      case "boolean":
        // An unchecked checkbox sends nothing; a hidden "false" before it may send one too.
        value = values.length > 0 && values[values.length - 1] !== "false";
        break;
      default:
        value = values.length ? scalar(field, values[0]) : undefined;
    }
    if (value !== undefined) out[key] = value;
  }
  return out;
}
