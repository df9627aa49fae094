import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { withMailNamespace as withLazyNamespace } from "../mail-list/story-mails.tsx";
import { type MediaResult, type SendResult, TrendComposer, type Uploader } from "./trend-composer.tsx";

/** An upload that reports progress in steps, then answers `result`. */
const slowUpload = (result: MediaResult, steps = 4, ms = 40) =>
  fn<Uploader>(async (_file, onProgress) => {
    for (let i = 1; i <= steps; i++) {
      await new Promise((r) => setTimeout(r, ms));
      onProgress(i / steps);
    }
    return result;
  });

const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    "sunset.png",
    {
      type: "image/png",
    },
  );
const clip = () => new File([new Uint8Array(2048)], "clip.mp4", { type: "video/mp4" });

const meta = {
  title: "Components/Feed/TrendComposer",
  component: TrendComposer,
  args: {
    canImage: true,
    canVideo: true,
    uploadImage: slowUpload({ ok: true, path: "/uploads/images/101/sunset.webp" }),
    uploadVideo: slowUpload({ ok: true, path: "uploads/videos/101/clip.mp4" }),
    onSend: fn(async (): Promise<SendResult> => ({ ok: true })),
    className: "max-w-xl",
  },
  decorators: [withLazyNamespace],
} satisfies Meta<typeof TrendComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to post: the rule shows and nothing is sent. */
export const NeedsSomething: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: t("feed:composer.label") }), "   ");
    await userEvent.click(canvas.getByRole("button", { name: t("feed:composer.send") }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole("alert")).toHaveTextContent(t("feed:composer.empty"));
    await expect(
      canvas.getByText(t("feed:composer.videoRule", { mb: 50, seconds: 60 }), { exact: false }),
    ).toBeVisible();
  },
};

/** A photo uploads with progress; the post carries its path, then the composer is cleared. */
export const PostWithPhoto: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const text = await canvas.findByRole("textbox", { name: t("feed:composer.label") });
    await userEvent.type(text, "Sunset ");
    await userEvent.click(canvas.getByRole("button", { name: t("feed:composer.emoticons") }));
    await userEvent.click(await canvas.findByRole("button", { name: t("chat:emoticons.names.smile") }));
    await expect(text).toHaveValue("Sunset [smile]");
    const input = canvasElement.querySelector<HTMLInputElement>('[data-testid="trend-image-input"]');
    await userEvent.upload(input as HTMLInputElement, png());
    await expect(
      await canvas.findByRole("progressbar", { name: t("feed:composer.uploadingImage") }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: t("feed:composer.send") })).toBeDisabled();
    await waitFor(() => expect(canvas.queryByRole("progressbar")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: t("feed:composer.send") }));
    await expect(args.onSend).toHaveBeenCalledWith({
      content: "Sunset [smile]",
      img: "/uploads/images/101/sunset.webp",
      video: "",
    });
    await expect(await canvas.findByRole("status")).toHaveTextContent(t("feed:composer.sent"));
    await expect(text).toHaveValue("");
    await expect(canvas.queryByRole("button", { name: t("feed:composer.removeImage") })).toBeNull();
  },
};

/** Choosing a video clears the chosen photo (spec §4); each can be removed before sending. */
export const VideoReplacesPhoto: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByRole("textbox", { name: t("feed:composer.label") });
    const image = canvasElement.querySelector<HTMLInputElement>('[data-testid="trend-image-input"]');
    const video = canvasElement.querySelector<HTMLInputElement>('[data-testid="trend-video-input"]');
    await userEvent.upload(image as HTMLInputElement, png());
    await expect(await canvas.findByRole("button", { name: t("feed:composer.removeImage") })).toBeVisible();
    await userEvent.upload(video as HTMLInputElement, clip());
    await expect(await canvas.findByText(t("feed:composer.videoSelected"))).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t("feed:composer.removeImage") })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: t("feed:composer.send") }));
    await expect(args.onSend).toHaveBeenCalledWith({
      content: "",
      img: "",
      video: "uploads/videos/101/clip.mp4",
    });
  },
};

/** Without Add_video there is no video button (spec §6). */
export const WithoutVideo: Story = {
  args: { canVideo: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: t("feed:composer.addImage") })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t("feed:composer.addVideo") })).toBeNull();
  },
};

/** A refused upload or send says why, in the member's language, and keeps the text. */
export const Refused: Story = {
  args: {
    uploadImage: slowUpload(
      { ok: false, message: "Please choose an image file (JPEG, PNG, GIF or WebP)" },
      1,
    ),
    onSend: fn(async () => ({
      ok: false as const,
      message: "You can post 3 times a day; upgrade to post more",
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    const text = await canvas.findByRole("textbox", { name: t("feed:composer.label") });
    const image = canvasElement.querySelector<HTMLInputElement>('[data-testid="trend-image-input"]');
    await userEvent.upload(image as HTMLInputElement, png());
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Please choose an image file");
    await userEvent.type(text, "Hello");
    await userEvent.click(canvas.getByRole("button", { name: t("feed:composer.send") }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("upgrade to post more");
    await expect(text).toHaveValue("Hello");
  },
};

/** With every tool, with photos only (no Add_video), and text only. */
export const CatalogStory: Story = {
  name: "Catalog",
  // Side by side, the same component names its regions alike; on a page there is one of each.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: (args) => (
    <Catalog
      rows={["photo and video", "photo only", "text only"] as const}
      columns={["en"] as const}
      render={(row) => (
        <TrendComposer
          {...args}
          className="w-[32rem]"
          canImage={row !== "text only"}
          canVideo={row === "photo and video"}
        />
      )}
    />
  ),
};
