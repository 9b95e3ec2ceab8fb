import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router's default, stated because scripts/route-bytes.ts counts on it: a page inlines the part
  // of the route manifest it needs (its first visit does not load the manifest module) and later
  // navigations ask the server for the routes they reach.
  routeDiscovery: { mode: "lazy" },
  // BUILD_DIR lets parallel work build side by side (see playwright.config.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
