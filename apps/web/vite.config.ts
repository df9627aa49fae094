import tailwind from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** `npm run dev`: Vite on 5173 with the API, socket and media proxied to the server on API_PORT (8080). */
const api = `http://127.0.0.1:${process.env.API_PORT ?? "8080"}`;

export default defineConfig({
  plugins: [react(), tailwind()],
  server: {
    port: 5173,
    proxy: {
      "/member": api,
      "/uploads": api,
      "/static": api,
      "/ws": { target: api.replace("http", "ws"), ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
});
