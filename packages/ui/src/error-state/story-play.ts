/**
 * The play every list's error story shares: the failure is announced (role="alert") in the
 * toolbar's language, and Try again calls the list's onRetry.
 */
import type { Language } from "@site/contracts";
import { expect, type Mock, userEvent, within } from "storybook/test";
import { i18nFor } from "../../../../.storybook/decorators.tsx";

/** A `ui:` text in the toolbar's language. */
export function say(globals: Record<string, unknown>, key: string): string {
  const { t } = i18nFor(((globals.locale as string | undefined) ?? "en") as Language);
  return (t as (key: string) => string)(key);
}

export async function expectRetry(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  onRetry: Mock | ((...args: never[]) => unknown) | undefined,
) {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole("alert");
  await expect(alert).toHaveTextContent(say(globals, "ui:error.title"));
  await expect(alert).toHaveTextContent(say(globals, "ui:error.hint"));
  await userEvent.click(canvas.getByRole("button", { name: say(globals, "ui:retry") }));
  await expect(onRetry).toHaveBeenCalledOnce();
}
