import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { createNonce, pageSecurityHeaders } from "../server/security-headers";
import { NonceContext } from "./lib/nonce";
import stylesheet from "./app.css?url";
// Loads every string of both languages into the shared translators before the first render.
import "../server/i18n";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the Content-Security-Policy: the nonce is made here and put
 * in the same response's header and on every inline script (React Router's, React's streaming ones
 * and the theme boot script), so a page stored with its headers stays consistent.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  for (const [name, value] of Object.entries(pageSecurityHeaders(nonce, loadContext.pagePolicy)))
    responseHeaders.set(name, value);

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and SPA-mode builds) get the whole document at once instead of a stream.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Leaves time for rejected boundaries to be flushed before the stream is cut.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          // The browser starts on the stylesheet as soon as the headers arrive, before it parses the page and
          // meets the scripts' modulepreloads: the first paint waits for the stylesheet only (decision 007).
          responseHeaders.append("Link", `<${stylesheet}>; rel=preload; as=style`);
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors are logged by React Router itself; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
