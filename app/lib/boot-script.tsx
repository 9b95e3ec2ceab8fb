import { useNonce } from "./nonce";
import { themeBootScript } from "./theme";
import { zodBootScript } from "./zod-browser";
import { signedInBootScript } from "./signed-in-hint";

const BOOT_SCRIPT_ID = "boot";

/**
 * The inline script at the top of <head>: the theme and the signed-in mark before the first paint (lib/theme.ts,
 * lib/signed-in-hint.ts) and zod's
 * configuration (lib/zod-browser.ts). The server writes its source; the browser hydrates the element
 * with the text the server sent, read from the page, so that source is not in every page's bundle too
 * (decision 006). The browser hides the nonce after load, so the attributes cannot match either.
 */
export function BootScript() {
  const nonce = useNonce();
  const code = import.meta.env.SSR
    ? themeBootScript + signedInBootScript + zodBootScript
    : (document.getElementById(BOOT_SCRIPT_ID)?.textContent ?? "");
  return <script id={BOOT_SCRIPT_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
