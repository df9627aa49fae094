import type { Language } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { i18nFor } from "../../../../.storybook/decorators.tsx";
import { Catalog } from "../../../../stories/catalog.tsx";
import { cn } from "../utils/cn.ts";
import { ErrorState } from "./error-state.tsx";

const meta = {
  title: "Primitives/ErrorState",
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's language: the plays read the words from the same keys the component uses. */
const say = (globals: Record<string, unknown>, key: string): string => {
  const { t } = i18nFor(((globals.locale as string | undefined) ?? "en") as Language);
  return (t as (key: string) => string)(key);
};

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    // The failure is announced at once, with what happened and what to do.
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(say(globals, "ui:error.title"));
    await expect(alert).toHaveTextContent(say(globals, "ui:error.hint"));
    await userEvent.click(canvas.getByRole("button", { name: say(globals, "ui:retry") }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A retry that takes a while: the button shows its spinner and says so until the answer comes. */
export const RetryingWhilePending: Story = {
  args: { onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: say(globals, "ui:retry") }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    const busy = canvas.getByRole("button", { name: say(globals, "ui:error.retrying") });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(canvas.getByRole("button", { name: say(globals, "ui:retry") })).toBeEnabled());
  },
};

export const Compact: Story = {
  args: { size: "compact" },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(say(globals, "ui:error.title"));
    await userEvent.click(canvas.getByRole("button", { name: say(globals, "ui:retry") }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("暂时无法加载");
    await expect(canvas.getByRole("button", { name: "重试" })).toBeEnabled();
  },
};

/** Each state in both sizes: a whole list's (full) and a small box's or a next page's (compact). */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["ready", "retrying", "own words", "no retry"] as const}
      columns={["full", "compact"] as const}
      render={(row, size) => (
        <ErrorState
          size={size}
          className={cn("rounded-xl bg-surface shadow-card", size === "full" ? "w-80" : "w-[28rem]")}
          retrying={row === "retrying"}
          onRetry={row === "no retry" ? undefined : () => {}}
          title={row === "own words" ? "Your letters did not load" : undefined}
          description={
            row === "own words" ? "We will keep them safe; please try again in a moment." : undefined
          }
        />
      )}
    />
  ),
};
