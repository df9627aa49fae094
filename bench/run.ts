/** npm run bench: every benchmark under bench/, one after another. Never part of npm test. */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { hostLine, measureHost } from "./host.ts";

const folder = fileURLToPath(new URL(".", import.meta.url));
const benches = readdirSync(folder).filter(
  (f) => f.endsWith(".ts") && !["run.ts", "instances.ts", "bench-database.ts", "host.ts"].includes(f),
);
// What this host charges for system calls, page faults and wake-ups, next to every figure below.
console.log(hostLine(await measureHost()));
let failed = false;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const run = spawnSync(process.execPath, [`${folder}${bench}`, ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
