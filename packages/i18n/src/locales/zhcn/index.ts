import { auth } from "./auth.ts";
import { common } from "./common.ts";
import { messages } from "./messages.ts";
import { shell } from "./shell.ts";
import { ui } from "./ui.ts";

/** The namespaces bundled with the app; `pages` (long texts) loads on demand. */
export const zhcn = { common, messages, ui, auth, shell };
