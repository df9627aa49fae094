import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { withMailNamespace as withLazyNamespace } from "../mail-list/story-mails.tsx";
import { photos } from "../member-card/story-members.ts";
import { CommentComposer, CommentList } from "./comment-list.tsx";

const now = Math.floor(Date.now() / 1000);

const meta = {
  title: "Components/Feed/CommentList",
  component: CommentList,
  args: {
    comments: [
      { id: 1, username: "NoahPark", avatar: photos.sky, content: "Beautiful sunset!", time: now - 3600 },
      { id: 2, username: "王小美", avatar: "", content: "好美的照片\n在哪裡拍的？", time: now - 120 },
    ],
    className: "max-w-md",
  },
  decorators: [withLazyNamespace],
} satisfies Meta<typeof CommentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who said what and when; a line break a member typed is kept; no avatar shows initials. */
export const Some: Story = {
  play: async ({ canvas }) => {
    const items = await canvas.findAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("NoahPark");
    await expect(items[0]).toHaveTextContent(t("ui:time.hours", { count: 1 }));
    await expect(canvas.getByText(/好美的照片/)).toHaveStyle({ whiteSpace: "pre-line" });
  },
};

/** None yet. */
export const None: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t("feed:album.noComments"))).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** The form: empty or blank cannot be sent; a kept comment clears the field. */
export const Composer: Story = {
  render: () => <CommentComposer onSend={send} className="max-w-md" />,
  play: async ({ canvas }) => {
    const field = await canvas.findByRole("textbox", { name: t("feed:album.commentLabel") });
    const button = canvas.getByRole("button", { name: t("feed:album.commentSend") });
    await expect(button).toBeDisabled();
    await userEvent.type(field, "   ");
    await expect(button).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, " See you there ");
    await userEvent.click(button);
    await expect(send).toHaveBeenCalledWith("See you there");
    await waitFor(() => expect(field).toHaveValue(""));
    await expect(field).toHaveAttribute("maxlength", "200");
  },
};
const send = fn(async (_content: string) => true);

/** Some comments, none, and the form under them. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["some", "none", "composer"] as const}
      columns={["en"] as const}
      render={(row) =>
        row === "composer" ? (
          <CommentComposer onSend={send} className="w-96" />
        ) : (
          <CommentList {...args} className="w-96" comments={row === "some" ? args.comments : []} />
        )
      }
    />
  ),
};
