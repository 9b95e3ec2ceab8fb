/**
 * Hostile-input guards shared by every way input reaches a procedure (REST body, query and path;
 * tRPC body, `?input=` and batches; in-process callers). Pure functions, no I/O: the parser and the
 * procedure middleware call them.
 */

/**
 * Deepest JSON nesting accepted. Our deepest real input (a jersey design inside tRPC's superjson
 * envelope inside a batch) is under 10 levels; thousands of levels overflow the stack of recursive
 * code further on (zod, superjson, error formatting), so the depth is refused before parsing.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests deeper than `max`, found by one pass over the characters (no recursion,
 * no parse), so a 1 MB body of `[[[[…` costs a scan and nothing more. Brackets inside strings do
 * not count; the text need not be valid JSON (the parser judges that afterwards).
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Control characters (Unicode Cc: C0, DEL, C1) other than tab, line feed and carriage return, which
 * free text legitimately holds. NUL in particular cannot be stored in a PostgreSQL text column.
 */
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** Half of a UTF-16 surrogate pair without its other half: not valid Unicode, and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string we refuse to store or pass on: a forbidden control character, or invalid Unicode. */
export function isUnsafeText(s: string): boolean {
  return CONTROL.test(s) || LONE_SURROGATE.test(s);
}

/**
 * The path of the first unsafe string in a value (an object key counts as well as a string value),
 * or null when every string is safe. Iterative, so even a deep value cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): Array<string | number> | null {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === "string") {
      if (isUnsafeText(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (v && typeof v === "object" && !(v instanceof Date)) {
      for (const [key, item] of Object.entries(v)) {
        if (isUnsafeText(key)) return path;
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
