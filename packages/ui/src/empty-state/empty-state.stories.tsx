import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { EmptyState } from "./empty-state.tsx";

const meta = {
  title: "Primitives/EmptyState",
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:empty"))).toBeVisible();
  },
};

const onSearch = fn();

export const WithAction: Story = {
  args: {
    title: "No messages yet",
    description: "Say hello to someone who caught your eye. A first message is the hardest part.",
    action: <Button onClick={onSearch}>Find people</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No messages yet")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Find people" }));
    await expect(onSearch).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { locale: "zhtw" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("這裡還沒有內容")).toBeVisible();
  },
};

function MailIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-14"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden
    >
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M4 7l8 6 8-6" />
    </svg>
  );
}

export const Pictures: Story = {
  render: () => (
    <div className="flex gap-4">
      <EmptyState title="No messages yet" />
      <EmptyState picture="people" title="No one matches yet" />
      <EmptyState picture="photos" title="No posts yet" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Each place shows its own picture, and none is read out.
    const pictures = [...canvasElement.querySelectorAll("[data-slot=empty-state] svg")];
    await expect(pictures.map((svg) => svg.getAttribute("data-picture"))).toEqual([
      "chat",
      "people",
      "photos",
    ]);
    for (const svg of pictures) await expect(svg).toHaveAttribute("aria-hidden", "true");
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["title only", "described", "with action"] as const}
      columns={["chat", "people", "photos", "custom icon"] as const}
      render={(row, column) => (
        <EmptyState
          className="w-80 rounded-xl bg-surface shadow-card"
          picture={column === "custom icon" ? undefined : column}
          icon={column === "custom icon" ? <MailIcon /> : undefined}
          title={row === "title only" ? undefined : "Your mailbox is empty"}
          description={row === "title only" ? undefined : "New letters from your matches appear here."}
          action={row === "with action" ? <Button size="sm">Write a letter</Button> : undefined}
        />
      )}
    />
  ),
};
