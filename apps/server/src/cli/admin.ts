/**
 * npm run admin -- <command> <username> [...]: the administrator's tool until the admin console.
 *   approve <username>                 ends the review of a new account
 *   ban-chat <username>, unban-chat <username>
 *   set-vip <username> <0|1|2> <months>
 *   disable <username>                 refuses sign-in and ends every session
 *   resolve-report <reportId> <upheld|dismissed>   closes a report; the reporter gets a notice
 *   article <file.json>                saves blog categories and articles (bodies sanitised)
 *   set-role <username> <member|moderator|admin>   makes a staff account (or a member again)
 *   reset-2fa <username>               forgets a staff member's authenticator and recovery codes;
 *                                      their sessions end and the next sign-in enrols again
 */
import { readFileSync } from "node:fs";
import { ADMIN_COMMANDS, runAdminCommand } from "../services/admin-ops.ts";
import { runCommand } from "./connect.ts";

const [command, ...args] = process.argv.slice(2);
if (!command || command === "help" || command === "--help") {
  console.log(
    `usage: npm run admin -- <command> <username|reportId> [args]\ncommands: ${ADMIN_COMMANDS.join(", ")}`,
  );
  process.exit(command ? 0 : 2);
}
// The article file is read here, where the administrator is: the server gets its text.
if (command === "article" && args[0]) {
  try {
    args[0] = readFileSync(args[0], "utf8");
  } catch (error) {
    console.error(`admin: cannot read ${args[0]}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
process.exitCode = await runCommand("admin", command, args, (ctx) =>
  runAdminCommand(ctx, command, args),
).catch((error: unknown) => {
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
