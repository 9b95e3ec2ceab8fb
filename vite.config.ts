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
      alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    },
    plugins: [tailwindcss(), reactRouter(), lucideIcons(), ...(isSsrBuild ? [] : [chunks, precompressAssets()])],
  };
});
