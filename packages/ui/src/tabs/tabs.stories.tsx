import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { type TabItem, Tabs, type TabsProps } from "./tabs.tsx";

const mailbox: TabItem[] = [
  {
    key: "inbox",
    label: "Inbox",
    badge: 3,
    content: <p className="text-sm text-ink-700">Three new letters.</p>,
  },
  { key: "sent", label: "Sent", content: <p className="text-sm text-ink-700">Letters you wrote.</p> },
  { key: "drafts", label: "Drafts", content: <p className="text-sm text-ink-700">Nothing saved.</p> },
];

import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { tabListVariants } from "./tabs.tsx";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  argTypes: cvaArgTypes(tabListVariants),
  args: { items: mailbox, label: "Mailbox", onChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled; clicking and the arrow keys move the selection and show the panel. */
export const Underline: Story = {
  play: async ({ canvas, args }) => {
    const inbox = canvas.getByRole("tab", { name: /Inbox/ });
    await expect(inbox).toHaveAttribute("aria-selected", "true");
    await expect(inbox).toHaveAccessibleName(`Inbox ${t("ui:badge.unread", { count: 3 })}`);
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Three new letters.");

    await userEvent.click(canvas.getByRole("tab", { name: "Sent" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("sent");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Letters you wrote.");

    await userEvent.keyboard("{ArrowRight}");
    const drafts = canvas.getByRole("tab", { name: "Drafts" });
    await expect(drafts).toHaveFocus();
    await expect(drafts).toHaveAttribute("aria-selected", "true");
    await expect(args.onChange).toHaveBeenLastCalledWith("drafts");

    await userEvent.keyboard("{ArrowRight}");
    await expect(inbox).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(drafts).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(inbox).toHaveAttribute("aria-selected", "true");

    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

function Controlled(args: TabsProps) {
  const [key, setKey] = useState("sent");
  return (
    <div className="w-96">
      <Tabs
        {...args}
        selectedKey={key}
        onChange={(next) => {
          args.onChange?.(next);
          setKey(next);
        }}
      />
      <p className="mt-4 text-sm text-ink-600">Showing: {key}</p>
    </div>
  );
}

/** The mobile segmented control: equal widths, the parent holds the selection. */
export const PillFillControlled: Story = {
  args: {
    variant: "pill",
    fill: true,
    label: "Who to show",
    items: [
      { key: "all", label: "All" },
      { key: "online", label: "Online" },
      { key: "new", label: "New" },
    ],
  },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("tablist", { name: "Who to show" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("tab", { name: "New" }));
    await expect(args.onChange).toHaveBeenCalledWith("new");
    await expect(canvas.getByText("Showing: new")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "New" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.queryByRole("tabpanel")).toBeNull();
  },
};

/**
 * More tabs than a phone's width: the list scrolls by itself (never the page), keeps the selected
 * tab in view, and fades out an end that holds tabs out of sight.
 */
export const ScrollingOnAPhone: Story = {
  args: {
    variant: "pill",
    scroll: true,
    label: "Members",
    items: ["Recommended", "Search", "Latest", "My likes", "Liked me", "Mutual"].map((label) => ({
      key: label,
      label,
    })),
  },
  render: (args) => (
    <div data-testid="phone" className="w-[360px] overflow-hidden border border-ink-100 p-3">
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId("phone");
    const list = canvas.getByRole("tablist", { name: "Members" });
    // Every tab keeps its whole label; the list, not the frame, is wider than the screen.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(phone.scrollWidth).toBe(phone.clientWidth);
    // The end that holds hidden tabs fades out, so that a reader knows there are more.
    await waitFor(() => expect(list).toHaveAttribute("data-more-after"));
    await expect(list).not.toHaveAttribute("data-more-before");
    await expect(getComputedStyle(list).maskImage).toContain("linear-gradient");
    await userEvent.click(canvas.getByRole("tab", { name: "Recommended" }));
    await userEvent.keyboard("{End}");
    const last = canvas.getByRole("tab", { name: "Mutual" });
    await expect(last).toHaveAttribute("aria-selected", "true");
    await waitFor(() => {
      const box = last.getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(frame.right + 1);
      expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
    });
    // At the far end, the hidden tabs are the first ones.
    await waitFor(() => expect(list).toHaveAttribute("data-more-before"));
    await expect(list).not.toHaveAttribute("data-more-after");
  },
};

export const Chinese: Story = {
  globals: { locale: "zhtw" },
  args: {
    variant: "pill",
    items: [
      { key: "inbox", label: "收件匣", badge: 120 },
      { key: "sent", label: "寄件備份" },
      { key: "notice", label: "通知" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: /收件匣/ })).toHaveTextContent("99+");
  },
};

const plain: TabItem[] = [
  { key: "profile", label: "Profile" },
  { key: "photos", label: "Photos" },
  { key: "gifts", label: "Gifts" },
];

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["underline", "pill"] as const}
      columns={["default", "fill", "badges", "disabled"] as const}
      render={(variant, column) => (
        <div className="w-80">
          <Tabs
            variant={variant}
            fill={column === "fill"}
            label={`${variant} ${column}`}
            defaultSelectedKey="photos"
            items={
              column === "badges"
                ? plain.map((item, i) => ({ ...item, badge: [0, 8, 100][i] }))
                : column === "disabled"
                  ? plain.map((item) => ({ ...item, disabled: item.key === "gifts" }))
                  : plain
            }
          />
        </div>
      )}
    />
  ),
};
