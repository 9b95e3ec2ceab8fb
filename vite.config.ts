import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { firstLoadChunks, lucideIcons, precompressAssets } from "./scripts/vite-plugins";

export default defineConfig(({ isSsrBuild }) => {
  const chunks = firstLoadChunks();
  return {
    build: {
      rollupOptions: isSsrBuild
        ? { input: "./server/app.ts" }
        : { output: { codeSplitting: { groups: [{ name: (id: string) => chunks.chunkOf(id) }] } } },
    },
    resolve: {
      alias: {
        "~": fileURLToPath(new URL("./app", import.meta.url)),
        "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
      },
    },
    // In development Vite pre-bundles dependencies as pages import them; these are no longer on the first
    // page (decision 006), and bundling them only when a later page asks gave that page a second copy of React.
    optimizeDeps: { include: ["@trpc/client", "@trpc/tanstack-react-query", "@tanstack/react-query", "superjson"] },
    plugins: [tailwindcss(), reactRouter(), lucideIcons(), ...(isSsrBuild ? [] : [chunks, precompressAssets()])],
  };
});
