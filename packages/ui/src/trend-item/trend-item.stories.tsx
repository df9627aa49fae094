import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { withMailNamespace as withLazyNamespace } from "../mail-list/story-mails.tsx";
import {
  avatarTrend,
  failedTrend,
  imageTrend,
  joinedTrend,
  processingTrend,
  profileTrend,
  STORY_NOW,
  textTrend,
  videoTrend,
} from "./story-trends.ts";
import { TrendItem } from "./trend-item.tsx";

const meta = {
  title: "Feed/TrendItem",
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
    await expect(canvas.getByText("5 minutes ago")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Delete" })).toBeNull();
    await canvas.getByRole("button", { name: "Report" }).click();
    await expect(args.onReport).toHaveBeenCalledWith(11);
    await canvas.getAllByRole("button", { name: "LinMei" })[0]?.click();
    await expect(args.onOpenAuthor).toHaveBeenCalledWith(101);
  },
};

/** The owner's post: delete asks first, and a "no" deletes nothing. */
export const OwnWithImage: Story = {
  args: { trend: imageTrend, own: true, confirm: fn(() => false) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("img", { name: "Photo posted by Noah" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Report" })).toBeNull();
    await canvas.getByRole("button", { name: "Delete" }).click();
    await expect(args.confirm).toHaveBeenCalledWith("Delete this post? This cannot be undone.");
    await expect(args.onDelete).not.toHaveBeenCalled();
    await canvas.getByRole("button", { name: "Open the photo" }).click();
    await expect(args.onOpenImage).toHaveBeenCalledWith(imageTrend.img);
  },
};

/** Confirmed, the delete goes through with the trend's id. */
export const OwnDeleteConfirmed: Story = {
  args: { trend: textTrend, own: true },
  play: async ({ canvas, args }) => {
    await (await canvas.findByRole("button", { name: "Delete" })).click();
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
    await expect(await canvas.findByText("changed her profile picture")).toBeVisible();
    await expect(canvas.getByText("joined Amora. Say hello!")).toBeVisible();
    await expect(canvas.getByText("updated his profile")).toBeVisible();
    await expect(canvas.getByText("Coffee first, then adventures")).toBeVisible();
  },
};

/** A video being transcoded: a status for everyone, with a hint for its owner. */
export const VideoProcessing: Story = {
  args: { trend: processingTrend, own: true },
  play: async ({ canvas }) => {
    const status = await canvas.findByRole("status");
    await expect(status).toHaveTextContent("Processing the video…");
    await expect(status).toHaveTextContent("you can keep browsing");
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
    await expect(alerts[0]).toHaveTextContent("could not be processed");
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

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["text", "image", "avatar", "joined", "profile", "processing", "failed"] as const}
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
        }[row];
        return <TrendItem {...args} className="w-[28rem]" trend={trend} own={column === "own"} />;
      }}
    />
  ),
};
