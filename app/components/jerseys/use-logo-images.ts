import { useEffect, useRef, useState } from "react";

export type LogoState =
  { status: "loading" } | { status: "ready"; image: HTMLImageElement } | { status: "failed"; message: string };

function loadImage(src: string, crossOrigin: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image failed: ${src}`));
    image.src = src;
  });
}

/**
 * A logo the canvas can draw without becoming unexportable: same-origin directly; another origin
 * only if its server allows cross-origin use (CORS), else through our server, which returns it as
 * a data URL or refuses with a reason that the designer shows.
 */
async function loadLogo(url: string, proxy: (url: string) => Promise<string>): Promise<HTMLImageElement> {
  if (new URL(url, window.location.href).origin === window.location.origin) return loadImage(url, false);
  try {
    return await loadImage(url, true);
  } catch {
    return loadImage(await proxy(url), false);
  }
}

/** Loads each logo URL once and reports its state; `failure` turns an error into the visitor's message. */
export function useLogoImages(
  urls: readonly string[],
  proxy: (url: string) => Promise<string>,
  failure: (error: unknown) => string,
) {
  const [states, setStates] = useState<Record<string, LogoState>>({});
  const started = useRef(new Set<string>());
  const key = urls.join("\n");
  useEffect(() => {
    for (const url of urls) {
      if (started.current.has(url)) continue;
      started.current.add(url);
      setStates((s) => ({ ...s, [url]: { status: "loading" } }));
      loadLogo(url, proxy).then(
        (image) => setStates((s) => ({ ...s, [url]: { status: "ready", image } })),
        (error: unknown) => setStates((s) => ({ ...s, [url]: { status: "failed", message: failure(error) } })),
      );
    }
    // `key` stands for the list of URLs; the callbacks are only used for URLs not seen yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return states;
}
