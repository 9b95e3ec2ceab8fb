import type { Route } from "./+types/media-kit";

/** Resource route: the media kit ZIP, built by the server in the visitor's language, as a download. */
export async function loader({ context }: Route.LoaderArgs) {
  const kit = await context.trpc.content.mediaKit();
  return new Response(Buffer.from(kit.base64, "base64"), {
    headers: {
      "Content-Type": kit.contentType,
      "Content-Disposition": `attachment; filename="${kit.filename}"`,
      // Built from live data (the teams) in one language: never cached for another visitor.
      "Cache-Control": "private, no-store",
      "Content-Language": context.lang,
    },
  });
}
