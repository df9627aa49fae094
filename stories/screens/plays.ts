/** Play functions both variants' screens share: the same form or the same members, at either path. */
import type { MemberListEntry } from "@site/contracts";
import type { ReactRenderer } from "@storybook/react-vite";
import type { PlayFunctionContext } from "storybook/internal/types";
import { expect } from "storybook/test";
import { members } from "./fixtures.ts";
import { SCREEN_TIMEOUT, tr } from "./screen.tsx";

type Context = Pick<PlayFunctionContext<ReactRenderer>, "canvas" | "globals">;
const [linMei, xiaomei] = members as [MemberListEntry, MemberListEntry];

/** The sign-in form: its heading, a hidden password and the submit button ready. */
export async function signInPlay({ canvas, globals }: Context) {
  await canvas.findByRole("heading", { name: tr(globals, "auth:login.title") }, SCREEN_TIMEOUT);
  await expect(canvas.getByLabelText(tr(globals, "auth:login.password"))).toHaveAttribute("type", "password");
  await expect(canvas.getByRole("button", { name: tr(globals, "auth:login.submit") })).toBeEnabled();
}

/** The register form: its heading, the username and e-mail fields. */
export async function registerPlay({ canvas, globals }: Context) {
  await canvas.findByRole("heading", { name: tr(globals, "auth:register.title") }, SCREEN_TIMEOUT);
  await expect(canvas.getByLabelText(tr(globals, "auth:register.username"), { exact: false })).toBeVisible();
  await expect(canvas.getByLabelText(tr(globals, "auth:register.email"), { exact: false })).toBeVisible();
}

/** The home page: the fixture's members shown. */
export async function homePlay({ canvas }: Pick<Context, "canvas">) {
  await expect((await canvas.findAllByText(linMei.username, {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  await expect(canvas.getAllByText(xiaomei.username)[0]).toBeVisible();
}
