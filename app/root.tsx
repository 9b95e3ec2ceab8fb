import { useMemo, useState, type ReactNode } from "react";
import {
  Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Route } from "./+types/root";
import { AppShell } from "./components/shell/app-shell";
import { ToastProvider } from "./components/ui/toast";
import { NotFound } from "./components/not-found";
import { createI18n, otherLang, type Lang } from "./lib/i18n";
import { PreferencesProvider, usePreferences } from "./lib/preferences";
import { themeBootScript } from "./lib/theme";
import { createQueryClient, createTrpcClient, trpc } from "./lib/trpc";
import "./app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  url.searchParams.delete("lang");
  return { lang: context.lang, now: Date.now(), path: url.pathname + url.search };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  // The root only depends on the language; a plain navigation keeps it unless ?lang= changes.
  if (!formMethod && currentUrl.searchParams.get("lang") === nextUrl.searchParams.get("lang") && currentUrl.pathname !== nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

function alternateHref(path: string, lang: Lang) {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang: Lang = data?.lang ?? "en";
  const location = useLocation();
  const path = data?.path ?? location.pathname;
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <link rel="alternate" hrefLang={lang} href={alternateHref(path, lang)} />
        <link rel="alternate" hrefLang={otherLang(lang)} href={alternateHref(path, otherLang(lang))} />
        <link rel="alternate" hrefLang="x-default" href={path} />
        <Links />
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
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <PreferencesProvider serverLang={serverLang}>
      <Translations>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>{children}</ToastProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </Translations>
    </PreferencesProvider>
  );
}

function Translations({ children }: { children: ReactNode }) {
  const { lang } = usePreferences();
  const i18n = useMemo(() => createI18n(lang, [initReactI18next]), [lang]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
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
      {import.meta.env.DEV && error instanceof Error ? <pre className="overflow-auto text-left text-xs">{error.stack}</pre> : null}
    </section>
  );
}
