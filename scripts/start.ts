/**
 * npm start: builds the web app once (when apps/web/dist is missing) and starts the server, which
 * serves the API, the socket and the built app from one port.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../apps/web/dist/index.html", import.meta.url));
if (!existsSync(dist)) {
  console.log("Building the web app once (apps/web/dist)…");
  const build = spawnSync("npm", ["run", "build", "-w", "@site/web"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("../apps/server/src/main.ts");
