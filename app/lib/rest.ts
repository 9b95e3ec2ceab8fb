/** A JSON call to the public REST bridge; non-OK answers come back with their status and error body. */
export async function restJson<T = unknown>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) {
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as (T & { error?: { code: string; message: string; fields?: Record<string, string> } }) | null;
  return { ok: res.ok, status: res.status, data };
}
