import { MediaState, type PhotoGroup, PhotoKind } from "@site/contracts";
import { formatDate } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { withMailNamespace as withLazyNamespace } from "../mail-list/story-mails.tsx";
import { cover, photos } from "../member-card/story-members.ts";
import { MediaGrid } from "./media-grid.tsx";

const item = (
  pid: number,
  img: string,
  type: 1 | 2 = PhotoKind.photo,
  state: 0 | 1 | 2 = MediaState.ready,
) => ({
  pid,
  type,
  img: type === PhotoKind.photo ? img : "",
  video: type === PhotoKind.video ? "/uploads/videos/101/clip.mp4" : "",
  poster: type === PhotoKind.video ? img : "",
  state,
  create_time: Date.UTC(2026, 10, 24),
  avatar: photos.rose,
  username: "LinMei",
  comments: [],
});

const groups: PhotoGroup[] = [
  {
    create_time: "2026-11-24",
    list: [item(5, cover), item(4, photos.honey), item(3, cover, PhotoKind.video)],
  },
  {
    create_time: "2026-10-02",
    list: [item(2, photos.rose), item(1, photos.sky, PhotoKind.video, MediaState.processing)],
  },
];

const meta = {
  title: "Components/Feed/MediaGrid",
  component: MediaGrid,
  args: { groups, own: false, onOpen: fn(), onDelete: fn(), confirm: fn(() => true), className: "max-w-xl" },
  decorators: [withLazyNamespace],
} satisfies Meta<typeof MediaGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by day, newest first; a video shows its poster with a play mark, one being made a status. */
export const Others: Story = {
  play: async ({ canvas, args }) => {
    const days = await canvas.findAllByRole("region");
    await expect(days.map((d) => d.getAttribute("aria-label"))).toEqual(
      [Date.UTC(2026, 10, 24), Date.UTC(2026, 9, 2)].map((day) =>
        formatDate(day, storyLanguage(), "day", { timeZone: "UTC" }),
      ),
    );
    await expect(canvas.queryByRole("button", { name: t("feed:item.delete") })).toBeNull();
    await expect(within(days[1] as HTMLElement).getByRole("status")).toHaveTextContent(
      t("feed:item.processing"),
    );
    await canvas.getByRole("button", { name: t("feed:album.play") }).click();
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ pid: 3 }));
  },
};

/** The owner's album: a delete icon on each item, asking first. */
export const Own: Story = {
  args: { own: true },
  play: async ({ canvas, args }) => {
    const deletes = await canvas.findAllByRole("button", { name: t("feed:item.delete") });
    await expect(deletes).toHaveLength(5);
    await deletes[0]?.click();
    await expect(args.confirm).toHaveBeenCalledWith(t("feed:album.deleteConfirm"));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ pid: 5 }));
  },
};

/** Another member's album and one's own (delete icons). */
export const CatalogStory: Story = {
  name: "Catalog",
  // Side by side, the same component names its regions alike; on a page there is one of each.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <Catalog
      rows={["others", "own"] as const}
      columns={["en"] as const}
      render={(row) => <MediaGrid {...args} className="w-[36rem]" own={row === "own"} />}
    />
  ),
};
