import { MediaState, type PhotoItem, PhotoKind } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { withMailNamespace as withLazyNamespace } from "../mail-list/story-mails.tsx";
import { cover, photos } from "../member-card/story-members.ts";
import { MediaViewer, type MediaViewerProps } from "./media-viewer.tsx";

const now = Math.floor(Date.now() / 1000);
const photo = (pid: number, img: string, comments: PhotoItem["comments"] = []): PhotoItem => ({
  pid,
  type: PhotoKind.photo,
  img,
  video: "",
  poster: "",
  state: MediaState.ready,
  create_time: Date.UTC(2026, 10, 24),
  avatar: photos.rose,
  username: "LinMei",
  comments,
});

const album: PhotoItem[] = [
  photo(3, cover, [
    {
      id: 1,
      userid: 102,
      username: "NoahPark",
      avatar: photos.sky,
      content: "Beautiful sunset!",
      time: now - 3600,
    },
    { id: 2, userid: 101, username: "LinMei", avatar: photos.rose, content: "Thank you 😊", time: now - 600 },
  ]),
  photo(2, photos.honey),
  photo(1, photos.plum),
];

/** The viewer over an album the story keeps, as the app does. */
function Album(args: MediaViewerProps & { items: PhotoItem[] }) {
  const [index, setIndex] = useState(0);
  const item = args.items[index] as PhotoItem;
  return (
    <MediaViewer
      {...args}
      item={item}
      position={{ index, total: args.items.length }}
      onStep={(step) => {
        args.onStep(step);
        setIndex((i) => (i + step + args.items.length) % args.items.length);
      }}
    />
  );
}

const meta = {
  title: "Components/Feed/MediaViewer",
  component: MediaViewer,
  args: {
    item: album[0] as PhotoItem,
    position: { index: 0, total: album.length },
    onClose: fn(),
    onStep: fn(),
    onComment: fn(async (_content: string) => true),
  },
  render: (args) => <Album {...args} items={album} />,
  decorators: [withLazyNamespace],
} satisfies Meta<typeof MediaViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewer = () => within(document.body).findByRole("dialog");

/** Arrow keys and buttons page through the album, wrapping round; the position says where one is. */
export const KeyboardAndButtons: Story = {
  play: async ({ args }) => {
    const box = within(await viewer());
    await expect(box.getByText(t("feed:viewer.position", { index: 1, total: 3 }))).toBeVisible();
    await expect(box.getByRole("img", { name: t("feed:item.image", { name: "LinMei" }) })).toHaveAttribute(
      "src",
      cover,
    );
    await userEvent.keyboard("{ArrowRight}");
    await expect(box.getByText(t("feed:viewer.position", { index: 2, total: 3 }))).toBeVisible();
    await userEvent.click(box.getByRole("button", { name: t("feed:viewer.next") }));
    await expect(box.getByText(t("feed:viewer.position", { index: 3, total: 3 }))).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(box.getByText(t("feed:viewer.position", { index: 1, total: 3 }))).toBeVisible();
    await userEvent.click(box.getByRole("button", { name: t("feed:viewer.previous") }));
    await expect(box.getByText(t("feed:viewer.position", { index: 3, total: 3 }))).toBeVisible();
    await expect(args.onStep).toHaveBeenCalledTimes(4);
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Comments oldest first; a sent one clears the field; arrows inside the field move its caret only. */
export const Comments: Story = {
  play: async ({ args }) => {
    const box = within(await viewer());
    const list = box.getByRole("list");
    await expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("Beautiful sunset!"), expect.stringContaining("Thank you")]);
    const field = box.getByRole("textbox", { name: t("feed:album.commentLabel") });
    await userEvent.type(field, "Where is this?");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(box.getByText(t("feed:viewer.position", { index: 1, total: 3 }))).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect(args.onComment).toHaveBeenCalledWith("Where is this?");
    await waitFor(() => expect(field).toHaveValue(""));
  },
};

/** A refused comment keeps what the member wrote. */
export const CommentRefused: Story = {
  args: { onComment: fn(async (_content: string) => false) },
  play: async () => {
    const box = within(await viewer());
    const field = box.getByRole("textbox", { name: t("feed:album.commentLabel") });
    await userEvent.type(field, "Lovely");
    await userEvent.click(box.getByRole("button", { name: t("feed:album.commentSend") }));
    await expect(field).toHaveValue("Lovely");
  },
};

/** A photo without comments says so, and a lone item offers no arrows. */
export const AloneAndQuiet: Story = {
  render: (args) => <Album {...args} items={[album[1] as PhotoItem]} />,
  play: async () => {
    const box = within(await viewer());
    await expect(box.getByText(t("feed:album.noComments"))).toBeVisible();
    await expect(box.queryByRole("button", { name: t("feed:viewer.next") })).toBeNull();
    await expect(box.queryByText(/of 1/)).toBeNull();
  },
};

/** In traditional Chinese. */
export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  play: async () => {
    const box = within(await viewer());
    await expect(box.getByText("第 1 張，共 3 張")).toBeVisible();
    await expect(box.getByRole("button", { name: "下一張" })).toBeVisible();
  },
};
