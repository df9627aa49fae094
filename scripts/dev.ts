/** npm run dev: the API server (embedded database) and Vite with hot reload, proxied to it. */
import { spawn } from "node:child_process";

const apiPort = process.env.PORT ?? "8080";
const children = [
  spawn("node", ["--watch", "apps/server/src/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      WEB_DIST: "",
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
    },
  }),
  spawn("npm", ["run", "dev", "-w", "@site/web"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
