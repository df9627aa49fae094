import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { ToastProvider, useToast } from "./toast.tsx";
import { TOAST_DURATION_MS, ToastItem, type ToastOptions } from "./toast-item.tsx";

const undo = fn();

function Demo({ toasts }: { toasts: Record<string, ToastOptions> }) {
  const { show } = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      {Object.entries(toasts).map(([name, toast]) => (
        <Button key={name} variant="outline" onClick={() => show(toast)}>
          {name}
        </Button>
      ))}
    </div>
  );
}

const saved: ToastOptions = { tone: "success", title: "Profile saved" };
const failed: ToastOptions = {
  tone: "error",
  title: "Could not send the gift",
  description: "Your balance is too low. Recharge and try again.",
};

const meta = {
  title: "Primitives/Toast",
  component: ToastProvider,
  render: () => (
    <ToastProvider>
      <Demo toasts={{ Save: saved, Send: failed }} />
    </ToastProvider>
  ),
  beforeEach: () => undo.mockClear(),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** Toasts fade in from their starting style, so "visible" is reached a frame or two later. */
const appears = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Success goes to the polite status region; the dismiss button removes it. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const status = body().getByRole("status");
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await appears(within(status).getByText("Profile saved"));
    await userEvent.click(within(status).getByRole("button", { name: t("ui:toast.dismiss") }));
    await expect(status).toBeEmptyDOMElement();
  },
};

/** Errors are alerts and outlive a success: 3 s for the success, 5 s for the error. */
export const DefaultDurations: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    const alert = body().getByRole("alert");
    await appears(within(alert).getByText("Could not send the gift"));
    await expect(within(body().getByRole("status")).queryByText("Could not send the gift")).toBeNull();

    await sleep(TOAST_DURATION_MS.default - 600);
    await expect(body().getByText("Profile saved")).toBeVisible();
    await waitFor(() => expect(body().queryByText("Profile saved")).toBeNull(), { timeout: 1500 });
    await expect(within(alert).getByText("Could not send the gift")).toBeVisible();
    await waitFor(() => expect(alert).toBeEmptyDOMElement(), {
      timeout: TOAST_DURATION_MS.error - TOAST_DURATION_MS.default + 1000,
    });
  },
};

/** Hovering holds a toast; leaving lets it expire. The action runs and dismisses it. */
export const ActionAndHold: Story = {
  render: () => (
    <ToastProvider>
      <Demo
        toasts={{
          Delete: {
            tone: "info",
            title: "Photo deleted",
            action: { label: "Undo", onClick: undo },
            durationMs: 400,
          },
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete" }));
    const toast = body().getByText("Photo deleted");
    await userEvent.hover(toast);
    await sleep(700);
    await expect(toast).toBeVisible();
    await userEvent.unhover(toast);
    await waitFor(() => expect(body().queryByText("Photo deleted")).toBeNull());

    await userEvent.click(canvas.getByRole("button", { name: "Delete" }));
    await userEvent.click(body().getByRole("button", { name: "Undo" }));
    await expect(undo).toHaveBeenCalledOnce();
    await expect(body().queryByText("Photo deleted")).toBeNull();
  },
};

/** On a phone-wide canvas the stack sits at the bottom, centred. */
export const PhonePlacement: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const toast = body().getByText("Profile saved").closest<HTMLElement>("[data-slot=toast]");
    if (!toast) throw new Error("no toast");
    const rect = toast.getBoundingClientRect();
    if (window.innerWidth < 640) {
      await expect(Math.abs(window.innerHeight - rect.bottom)).toBeLessThan(40);
      await expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    } else {
      await expect(rect.top).toBeLessThan(40);
      await expect(window.innerWidth - rect.right).toBeLessThan(40);
    }
  },
};

/** With the page's bars declared, a toast covers neither the header nor the bottom navigation. */
export const ClearOfBars: Story = {
  render: () => (
    <ToastProvider insetTop="4rem" insetBottom="3.5rem">
      <Demo toasts={{ Save: saved, Send: failed }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const toast = body().getByText("Profile saved").closest<HTMLElement>("[data-slot=toast]");
    if (!toast) throw new Error("no toast");
    const rect = toast.getBoundingClientRect();
    if (window.innerWidth < 640) await expect(window.innerHeight - rect.bottom).toBeGreaterThanOrEqual(56);
    else await expect(rect.top).toBeGreaterThanOrEqual(64);
  },
};

export const Chinese: Story = {
  globals: { locale: "zhcn" },
  render: () => (
    <ToastProvider>
      <Demo toasts={{ 保存: { tone: "success", title: "资料已保存" } }} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await appears(within(body().getByRole("status")).getByRole("button", { name: "关闭提示" }));
  },
};

const noop = () => {};

/** Each tone with each amount of content, rendered in place and held open. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["success", "error", "info"] as const}
      columns={["title", "description", "action"] as const}
      render={(tone, column) => (
        <div className="w-96">
          <ToastItem
            onDismiss={noop}
            toast={{
              tone,
              durationMs: Number.POSITIVE_INFINITY,
              title: {
                success: "Profile saved",
                error: "Could not send the gift",
                info: "New letter from Ava",
              }[tone],
              description: column === "title" ? undefined : "Letters from your matches appear in your inbox.",
              action: column === "action" ? { label: "Open", onClick: noop } : undefined,
            }}
          />
        </div>
      )}
    />
  ),
};
