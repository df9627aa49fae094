import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { DialogFrame } from "../dialog/dialog-frame.tsx";
import { cn } from "../utils/cn.ts";
import { Drawer, type DrawerProps, drawerPanelVariants } from "./drawer.tsx";

const languages = ["English", "简体中文", "繁體中文"];

function LanguageList({ onPick }: { onPick?: (language: string) => void }) {
  return (
    <ul className="-mx-2 flex flex-col">
      {languages.map((language) => (
        <li key={language}>
          <button
            type="button"
            onClick={() => onPick?.(language)}
            className="w-full rounded-md px-2 py-3 text-left text-base text-ink-800 hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-brand-300"
          >
            {language}
          </button>
        </li>
      ))}
    </ul>
  );
}

function WithTrigger(args: DrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Language</Button>
      <Drawer {...args} open={open} onClose={close}>
        <LanguageList onPick={close} />
      </Drawer>
    </>
  );
}

import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";

const meta = {
  title: "Primitives/Drawer",
  component: Drawer,
  argTypes: cvaArgTypes(drawerPanelVariants),
  args: { open: false, onClose: fn(), title: "Language", side: "bottom" },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mobile language sheet: opens from the bottom, Escape closes it and focus returns. */
export const BottomSheet: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("button", { name: "Language" });
    await userEvent.click(trigger);
    const drawer = await body.findByRole("dialog", { name: "Language" });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

export const Right: Story = {
  args: { side: "right", title: "Filters", description: "Show members who match." },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Language" }));
    const drawer = await body.findByRole("dialog", { name: "Filters" });
    await expect(drawer).toHaveAccessibleDescription("Show members who match.");
    await userEvent.click(within(drawer).getByRole("button", { name: t("mail:detail.close") }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const LeftChinese: Story = {
  args: { side: "left", title: "选择语言" },
  globals: { locale: "zhcn" },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Language" }));
    const drawer = await body.findByRole("dialog", { name: "选择语言" });
    await userEvent.click(within(drawer).getByRole("button", { name: "繁體中文" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

/** Each side's sheet shape, inline (not modal), with and without a footer. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["bottom", "right", "left"] as const}
      columns={["body only", "with footer"] as const}
      render={(side, column) => (
        <div className={cn(drawerPanelVariants({ side }), "static inset-auto max-h-none w-80 max-w-none")}>
          {side === "bottom" && <div className="mx-auto mt-2.5 h-1.5 w-10 rounded-full bg-ink-200" />}
          <DialogFrame
            preview
            title={`Language (${side})`}
            footer={column === "with footer" && <Button block>Done</Button>}
          >
            <LanguageList />
          </DialogFrame>
        </div>
      )}
    />
  ),
};
