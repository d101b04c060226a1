import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Unit tests use vitest.config.ts (repo root); this file only builds and serves the client.
export default defineConfig({
  root: fromRoot("./client"),
  plugins: [react(), tailwindcss()],
  resolve: {
    // Mirrors the `paths` of tsconfig.json so the bundler and the type checker agree.
    alias: {
      "@": fromRoot("./client"),
      "@shared": fromRoot("./shared"),
    },
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": "http://localhost:5000",
    },
  },
});
