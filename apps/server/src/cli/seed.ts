/** npm run seed: adds the demo dataset (idempotent), through the running server when it holds the data. */
import { seedDemo } from "../seed/demo.ts";
import { runCommand } from "./connect.ts";

process.exitCode = await runCommand("seed", "seed", [], async (ctx) => ({
  ok: true,
  message: await seedDemo(ctx),
})).catch((error: unknown) => {
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
