import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { withMailNamespace as withLazyNamespace } from "../mail-list/story-mails.tsx";
import { cover } from "../member-card/story-members.ts";
import { TrendComments } from "../trend-comments/trend-comments.tsx";
import {
  answeredTrend,
  avatarTrend,
  failedTrend,
  imageTrend,
  joinedTrend,
  processingTrend,
  profileTrend,
  STORY_NOW,
  storyComments,
  textTrend,
  unansweredTrend,
  videoTrend,
} from "./story-trends.ts";
import { TrendItem } from "./trend-item.tsx";

const meta = {
  title: "Components/Feed/TrendItem",
  component: TrendItem,
  args: {
    trend: textTrend,
    own: false,
    now: STORY_NOW,
    onOpenAuthor: fn(),
    onOpenImage: fn(),
    onDelete: fn(),
    onReport: fn(),
    confirm: fn(() => true),
    className: "max-w-xl",
  },
  decorators: [withLazyNamespace],
} satisfies Meta<typeof TrendItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's post: text with an emoticon drawn as its picture, a report action, no delete. */
export const OthersText: Story = {
  play: async ({ canvas, args }) => {
    const item = await canvas.findByRole("article", { name: "LinMei" });
    await expect(item).toHaveTextContent("Sunday hike up Elephant Mountain");
    await expect(canvas.getByRole("img", { name: "smile" })).toBeVisible();
    await expect(canvas.getByText(t("ui:time.minutes", { count: 5 }))).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t("feed:item.delete") })).toBeNull();
    await canvas.getByRole("button", { name: t("feed:item.report") }).click();
    await expect(args.onReport).toHaveBeenCalledWith(11);
    await canvas.getAllByRole("button", { name: "LinMei" })[0]?.click();
    await expect(args.onOpenAuthor).toHaveBeenCalledWith(101);
  },
};

/** The owner's post: delete asks first, and a "no" deletes nothing. */
export const OwnWithImage: Story = {
  args: { trend: imageTrend, own: true, confirm: fn(() => false) },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole("img", { name: t("feed:item.image", { name: "Noah" }) }),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t("feed:item.report") })).toBeNull();
    await canvas.getByRole("button", { name: t("feed:item.delete") }).click();
    await expect(args.confirm).toHaveBeenCalledWith(t("feed:item.deleteConfirm"));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await canvas.getByRole("button", { name: t("feed:item.openImage") }).click();
    await expect(args.onOpenImage).toHaveBeenCalledWith(imageTrend.img);
  },
};

/**
 * A photo with no size of its own (an SVG with only a viewBox) once drew at 0x0 here: it keeps a
 * 4:3 box of the column's width instead, so the photo is seen at rest.
 */
export const PhotoWithoutSize: Story = {
  args: { trend: { ...imageTrend, img: cover } },
  play: async ({ canvas }) => {
    const photo = await canvas.findByRole("img", { name: t("feed:item.image", { name: "Noah" }) });
    await waitFor(() => expect(photo).toHaveAttribute("data-state", "unsized"));
    const box = photo.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(200);
    await expect(box.height).toBeGreaterThan(150);
  },
};

/** Confirmed, the delete goes through with the trend's id. */
export const OwnDeleteConfirmed: Story = {
  args: { trend: textTrend, own: true },
  play: async ({ canvas, args }) => {
    await (await canvas.findByRole("button", { name: t("feed:item.delete") })).click();
    await expect(args.onDelete).toHaveBeenCalledWith(11);
  },
};

/** Events the site posts read in the member's gender. */
export const Events: Story = {
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-3">
      <TrendItem {...args} trend={avatarTrend} />
      <TrendItem {...args} trend={joinedTrend} />
      <TrendItem {...args} trend={profileTrend} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t("feed:event.avatar_female"))).toBeVisible();
    await expect(canvas.getByText(t("feed:event.joined"))).toBeVisible();
    await expect(canvas.getByText(t("feed:event.profile_male"))).toBeVisible();
    await expect(canvas.getByText("Coffee first, then adventures")).toBeVisible();
  },
};

/** A video being transcoded: a status for everyone, with a hint for its owner. */
export const VideoProcessing: Story = {
  args: { trend: processingTrend, own: true },
  play: async ({ canvas }) => {
    const status = await canvas.findByRole("status");
    await expect(status).toHaveTextContent(t("feed:item.processing"));
    await expect(status).toHaveTextContent(t("feed:item.processingHint"));
  },
};

/** A failed transcode tells its owner; others see the post without it. */
export const VideoFailed: Story = {
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-3">
      <TrendItem {...args} trend={failedTrend} own />
      <TrendItem {...args} trend={{ ...failedTrend, id: 19 }} own={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    const alerts = await canvas.findAllByRole("alert");
    await expect(alerts).toHaveLength(1);
    await expect(alerts[0]).toHaveTextContent(t("feed:item.failed"));
  },
};

/** A ready video: 300 px wide, its poster shown, nothing loaded before play. */
export const VideoReady: Story = {
  args: { trend: videoTrend },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector("video");
    await expect(video).not.toBeNull();
    await expect(video?.getAttribute("poster")).toBe(videoTrend.poster);
    await expect(video?.getAttribute("preload")).toBe("none");
    await expect(video?.getBoundingClientRect().width).toBe(300);
  },
};

/** Answers (issue 50): the viewer likes it; the count and the pressed state show at once. */
export const Liked: Story = {
  args: {
    trend: unansweredTrend,
    onLike: fn(
      async (_id: number, like: boolean) => ({ liked: like ? 1 : 0, like_count: like ? 1 : 0 }) as const,
    ),
    onToggleComments: fn(),
  },
  play: async ({ canvas, args }) => {
    const like = await canvas.findByRole("button", { name: new RegExp(`^${t("feed:answers.like")}`) });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(args.onLike).toHaveBeenCalledWith(22, true);
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "true"));
    await expect(like).toHaveAccessibleName(
      `${t("feed:answers.like")}, ${t("feed:answers.likes", { count: 1 })}`,
    );
    await canvas.getByRole("button", { name: t("feed:answers.comment") }).click();
    await expect(args.onToggleComments).toHaveBeenCalledWith(22);
  },
};

/** A like the server refuses rolls back to what it was. */
export const LikeRefused: Story = {
  args: {
    trend: answeredTrend,
    onLike: fn(() => new Promise<null>((resolve) => setTimeout(() => resolve(null), 150))),
    onToggleComments: fn(),
  },
  play: async ({ canvas }) => {
    const like = await canvas.findByRole("button", { name: new RegExp(`^${t("feed:answers.like")}`) });
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await like.click();
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "false"));
    await expect(like).toHaveTextContent("11");
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "true"));
    await expect(like).toHaveTextContent("12");
  },
};

/** Comments open in place (the desktop): the list, oldest first, the viewer's own with a delete, and the composer. */
export const WithComments: Story = {
  args: {
    trend: answeredTrend,
    onLike: fn(async () => null),
    onToggleComments: fn(),
    commentsOpen: true,
    comments: (
      <TrendComments
        comments={storyComments}
        now={STORY_NOW}
        viewerId={900}
        hasMore
        onLoadMore={fn()}
        onDelete={fn()}
        confirm={() => true}
        onSend={fn(async () => true)}
      />
    ),
  },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole("button", { name: t("feed:answers.comments", { count: 3 }) });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const region = canvas.getByRole("region", { name: t("feed:answers.title") });
    await expect(region).toHaveTextContent("Which trail did you take?");
    await expect(canvas.getAllByRole("button", { name: t("feed:item.delete") })).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: t("feed:answers.more") })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: t("feed:album.commentLabel") })).toBeVisible();
  },
};

/** The composer sends the words and clears them once kept. */
export const Composer: Story = {
  args: {
    trend: unansweredTrend,
    onLike: fn(async () => null),
    onToggleComments: fn(),
    commentsOpen: true,
    comments: <TrendComments comments={[]} now={STORY_NOW} onSend={fn(async () => true)} />,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(t("feed:answers.empty"))).toBeVisible();
    const box = canvas.getByRole("textbox", { name: t("feed:album.commentLabel") });
    await userEvent.type(box, "Lovely view");
    await userEvent.click(canvas.getByRole("button", { name: t("feed:album.commentSend") }));
    await waitFor(() => expect(box).toHaveValue(""));
  },
};

/** A member whose tier does not comment reads the comments and is offered the tier that does. */
export const CommentOffer: Story = {
  args: {
    trend: answeredTrend,
    onLike: fn(async () => null),
    onToggleComments: fn(),
    commentsOpen: true,
    comments: (
      <TrendComments
        comments={storyComments.slice(0, 2)}
        now={STORY_NOW}
        offer={{ vip: 1, onUpgrade: fn() }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t("feed:answers.offer", { tier: t("ui:vip.1") }))).toBeVisible();
    await expect(canvas.getByRole("button", { name: t("feed:answers.upgrade") })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["text", "image", "avatar", "joined", "profile", "processing", "failed", "answered"] as const}
      columns={["others", "own"] as const}
      render={(row, column) => {
        const trend = {
          text: textTrend,
          image: imageTrend,
          avatar: avatarTrend,
          joined: joinedTrend,
          profile: profileTrend,
          processing: processingTrend,
          failed: failedTrend,
          answered: answeredTrend,
        }[row];
        // Answers show on the row of an answered post (the feed always passes them).
        const answers = row === "answered" ? { onLike: fn(async () => null), onToggleComments: fn() } : {};
        return (
          <TrendItem {...args} {...answers} className="w-[28rem]" trend={trend} own={column === "own"} />
        );
      }}
    />
  ),
};
