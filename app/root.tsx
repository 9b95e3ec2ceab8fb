import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { AppShell } from "./components/shell/app-shell";
import { ToastProvider } from "./components/ui/toast";
import { NotFound } from "./components/not-found";
import { otherLang, type Lang, type TranslatedHandle } from "@shared/i18n/language";
import { StringsScript, Translations, useTranslation } from "./lib/translations";
import { pageLinks } from "./lib/meta";
import { PreferencesProvider, usePreferences } from "./lib/preferences";
import { BootScript } from "./lib/boot-script";
import stylesheet from "./app.css?url";
import { keepDataAfterRefusal } from "~/lib/form-result";

/**
 * The shell's translation areas besides "common": none. What the shell loads on use (the footer's forms,
 * the fun-fact card, the account box) brings its own (withAreas), so pages do not carry those strings.
 */
export const handle: TranslatedHandle = { i18n: [] };

/**
 * The stylesheet as a resource of React's (`precedence`), so the server writes it at the top of <head>,
 * requested before the scripts' modulepreloads: the first paint waits for it, not for them (decision 007).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { lang: context.lang, now: Date.now(), origin: context.origin };
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod } = args;
  // The root only depends on the language; a plain navigation keeps it unless ?lang= changes.
  if (
    !formMethod &&
    currentUrl.searchParams.get("lang") === nextUrl.searchParams.get("lang") &&
    currentUrl.pathname !== nextUrl.pathname
  )
    return false;
  return keepDataAfterRefusal(args);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang: Lang = data?.lang ?? "en";
  const links = pageLinks(data?.origin ?? "", useLocation(), lang);
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <BootScript />
        <Meta />
        {/* Absolute, or search engines ignore them. */}
        <link rel="canonical" href={links.canonical} />
        <link rel="alternate" hrefLang={lang} href={links[lang]} />
        <link rel="alternate" hrefLang={otherLang(lang)} href={links[otherLang(lang)]} />
        <link rel="alternate" hrefLang="x-default" href={links.any} />
        <Links />
        <StringsScript lang={lang} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Providers({ serverLang, children }: { serverLang: Lang; children: ReactNode }) {
  return (
    <PreferencesProvider serverLang={serverLang}>
      <PageTranslations>
        <ToastProvider>{children}</ToastProvider>
      </PageTranslations>
    </PreferencesProvider>
  );
}

function PageTranslations({ children }: { children: ReactNode }) {
  const { lang } = usePreferences();
  return <Translations lang={lang}>{children}</Translations>;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers serverLang={loaderData.lang}>
      <AppShell serverNow={loaderData.now}>
        <Outlet />
      </AppShell>
    </Providers>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <Providers serverLang={data?.lang ?? "en"}>
      <AppShell serverNow={data?.now ?? Date.now()}>
        {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPanel error={error} />}
      </AppShell>
    </Providers>
  );
}

function ErrorPanel({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3 py-12 text-center">
      <h1 className="text-3xl font-bold">{t("errorPage.title")}</h1>
      <p>{t("errorPage.text")}</p>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="overflow-auto text-left text-xs">{error.stack}</pre>
      ) : null}
    </section>
  );
}
