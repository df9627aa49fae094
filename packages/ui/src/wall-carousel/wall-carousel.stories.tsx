import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { withMailNamespace as withLazyNamespace } from "../mail-list/story-mails.tsx";
import type { MemberSummary } from "../member-card/member-facts.tsx";
import { storyMembers } from "../member-card/story-members.ts";
import { WallCarousel } from "./wall-carousel.tsx";

/** Twelve members (the wall's size), the four story members three times with their own ids. */
const wall: MemberSummary[] = Array.from({ length: 12 }, (_, i) => {
  const member = storyMembers[i % storyMembers.length] as MemberSummary;
  return { ...member, id: 500 + i, username: `${member.username}${i < 4 ? "" : i}` };
});

const meta = {
  title: "Components/Feed/WallCarousel",
  component: WallCarousel,
  args: { members: wall, onOpen: fn(), className: "max-w-2xl" },
  decorators: [withLazyNamespace],
} satisfies Meta<typeof WallCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page at a time with the arrows: at the start only 'next' works; after a page, both. */
export const Pages: Story = {
  play: async ({ canvas, args }) => {
    const previous = await canvas.findByRole("button", { name: t("feed:wall.previous") });
    const next = canvas.getByRole("button", { name: t("feed:wall.next") });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const list = canvas.getByRole("list");
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(canvas.getByRole("button", { name: /^LinMei\b/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 500 }));
  },
};

/** At the far end 'next' is disabled, so the arrows never do nothing silently. */
export const ToTheEnd: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list");
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(canvas.getByRole("button", { name: t("feed:wall.next") })).toBeDisabled());
    await expect(canvas.getByRole("button", { name: t("feed:wall.previous") })).toBeEnabled();
  },
};

/** Few enough to fit: both arrows disabled. */
export const FitsWhole: Story = {
  args: { members: wall.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: t("feed:wall.next") })).toBeDisabled();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

/** Loading: placeholders hold the space, hidden from screen readers. */
export const Loading: Story = {
  args: { members: [], loading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("list")).toHaveAttribute("aria-busy", "true");
    await expect(
      canvas.queryAllByRole("listitem").filter((item) => item.querySelector("button")),
    ).toHaveLength(0);
  },
};

/** Nobody to show: the wall leaves the page rather than show an empty frame. */
export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="wall-carousel"]')).toBeNull();
  },
};

/** In simplified Chinese, with country names in the reader's language. */
export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "认识新朋友" })).toBeVisible();
  },
};

/** Filled, with three, and loading, in a column as wide as the home's. */
export const CatalogStory: Story = {
  name: "Catalog",
  // Side by side, the same component names its regions alike; on a page there is one of each.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <Catalog
      rows={["twelve", "three", "loading"] as const}
      columns={["en"] as const}
      render={(row) => (
        <WallCarousel
          {...args}
          className="w-[40rem]"
          members={row === "twelve" ? wall : row === "three" ? wall.slice(0, 3) : []}
          loading={row === "loading"}
        />
      )}
    />
  ),
};
