import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { cn } from "../utils/cn.ts";
import { Dialog, type DialogProps, dialogPanelVariants } from "./dialog.tsx";
import { DialogFrame } from "./dialog-frame.tsx";

function Field({ label }: { label: string }) {
  return (
    <label className="flex flex-col gap-1.5">
      <span className="font-medium text-ink-800">{label}</span>
      <input
        type="password"
        className="h-10 rounded-md border border-ink-200 px-3 focus-visible:outline-3 focus-visible:outline-brand-300"
      />
    </label>
  );
}

/** A trigger that owns the open state, as a page would. */
function WithTrigger({ trigger, ...args }: DialogProps & { trigger: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{trigger}</Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  argTypes: cvaArgTypes(dialogPanelVariants),
  args: {
    open: false,
    onClose: fn(),
    title: "Change password",
    description: "Use at least 6 characters. You stay signed in on this device.",
    children: (
      <div className="flex flex-col gap-4">
        <Field label="Old password" />
        <Field label="New password" />
      </div>
    ),
  },
  render: (args) => <WithTrigger {...args} trigger="Change password" />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the trigger, keeps focus inside, closes on Escape and gives focus back. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("button", { name: "Change password" });
    await userEvent.click(trigger);
    const dialog = await body.findByRole("dialog", { name: "Change password" });
    await expect(dialog).toHaveAccessibleDescription(/at least 6 characters/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Focus is trapped: a round of Tab presses never leaves the dialog.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  args: { size: "sm", title: "Delete this photo?", description: undefined, children: "It cannot be undone." },
  render: (args) => <WithTrigger {...args} trigger="Delete photo" />,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Delete photo" }));
    const dialog = await body.findByRole("dialog", { name: "Delete this photo?" });
    await userEvent.click(within(dialog).getByRole("button", { name: t("mail:detail.close") }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: "Delete photo" })).toHaveFocus();
  },
};

/** The change-password dialog of the web is 800 px wide. */
export const LargeWithFooter: Story = {
  args: {
    size: "lg",
    footer: (
      <>
        <Button variant="outline">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "Change password" });
    const panel = dialog.querySelector("[data-slot=dialog]");
    if (!panel) throw new Error("no panel");
    await expect(getComputedStyle(panel).maxWidth).toBe("800px");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Save" })).toBeVisible());
  },
};

export const Chinese: Story = {
  globals: { locale: "zhcn" },
  args: { title: "修改密码", description: "密码至少 6 个字符。", footer: <Button>保存</Button> },
  render: (args) => <WithTrigger {...args} trigger="修改密码" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "修改密码" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "修改密码" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "关闭" })).toBeVisible());
  },
};

/** Each size, with and without a footer: the real panel and frame, shown inline (not modal). */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["sm", "md", "lg"] as const}
      columns={["body only", "with footer"] as const}
      render={(size, column) => (
        <div className={cn(dialogPanelVariants({ size }), "w-screen")}>
          <DialogFrame
            preview
            title="Change password"
            description="Use at least 6 characters."
            footer={
              column === "with footer" && (
                <>
                  <Button variant="outline">Cancel</Button>
                  <Button>Save</Button>
                </>
              )
            }
          >
            <Field label={`New password (${size}, ${column})`} />
          </DialogFrame>
        </div>
      )}
    />
  ),
};
