/** Case- and accent-insensitive text matching: the catalogue searches of the pages and the API's `q` filters. Pure. */
export const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function matchesQuery(query: string, ...fields: Array<string | null | undefined>) {
  const q = fold(query.trim());
  return !q || fields.some((f) => f != null && fold(f).includes(q));
}
