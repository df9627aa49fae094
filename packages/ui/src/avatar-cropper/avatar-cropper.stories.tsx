import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Button } from "../button/button.tsx";
import { withMailNamespace as withLazyNamespace } from "../mail-list/story-mails.tsx";
import type { MediaResult } from "../trend-composer/trend-composer.tsx";
import { AvatarCropper, type AvatarCropperProps } from "./avatar-cropper.tsx";

/** A picture drawn in the browser: a warm gradient with a face-like circle, `width` x `height`. */
async function picture(width: number, height: number, type = "image/png"): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d") as CanvasRenderingContext2D;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, "#ffc8d2");
  gradient.addColorStop(1, "#ab2147");
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = "#fde7dc";
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), type));
  return new File([blob], "me.png", { type });
}

const saved: MediaResult = { ok: true, path: "uploads/avatars/202/3f2a.png" };

function WithTrigger(args: AvatarCropperProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change picture
      </Button>
      <AvatarCropper
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Components/Feed/AvatarCropper",
  component: AvatarCropper,
  args: {
    open: true,
    onClose: fn(),
    onUploaded: fn(),
    upload: fn(async (_file: File, onProgress: (f: number) => void): Promise<MediaResult> => {
      onProgress(0.5);
      onProgress(1);
      return saved;
    }),
  },
  render: (args) => <WithTrigger {...args} />,
  decorators: [withLazyNamespace],
} satisfies Meta<typeof AvatarCropper>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole("dialog");
const fileInput = (root: HTMLElement) => root.querySelector('input[type="file"]') as HTMLInputElement;

/** Step 1: a drop zone with the rules of spec §5 beside the button. */
export const Choose: Story = {
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("heading", { name: t("feed:avatar.title") })).toBeVisible();
    await expect(
      box.getByRole("img", { name: t("feed:avatar.stepOf", { step: 1, total: 3 }) }),
    ).toBeVisible();
    await expect(box.getByRole("button", { name: t("feed:avatar.choose") })).toHaveAccessibleDescription(
      t("feed:avatar.rules", { min: 300, mb: 10 }),
    );
  },
};

/** Too small, or not really a picture: the member is told why and stays on step 1. */
export const RefusesWhatCannotBeAnAvatar: Story = {
  play: async () => {
    const root = await dialog();
    const box = within(root);
    await userEvent.upload(fileInput(root), await picture(200, 400));
    await expect(await box.findByRole("alert")).toHaveTextContent(t("feed:avatar.tooSmall", { min: 300 }));
    // A file named and typed as a picture that is not one (a renamed document).
    await userEvent.upload(fileInput(root), new File(["%PDF-1.4"], "me.png", { type: "image/png" }));
    await waitFor(() => expect(box.getByRole("alert")).toHaveTextContent(t("feed:avatar.notImage")));
    await expect(
      box.getByRole("img", { name: t("feed:avatar.stepOf", { step: 1, total: 3 }) }),
    ).toBeVisible();
  },
};

/**
 * Save is enabled once the crop area has measured the picture: a click before that does nothing
 * (on a busy machine that can take a moment), so wait for it as a member would.
 */
const save = async (box: ReturnType<typeof within>) => {
  const button = await box.findByRole("button", { name: t("feed:avatar.upload") });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(button);
};

/** Steps 2 and 3: zoom with the buttons and the slider, save, and the 300x300 PNG is what is sent. */
export const CropAndSave: Story = {
  play: async ({ args }) => {
    const root = await dialog();
    const box = within(root);
    await userEvent.upload(fileInput(root), await picture(900, 600));
    const zoom = await box.findByRole("slider", { name: t("feed:avatar.zoom") });
    await expect(zoom).toHaveValue("0");
    await expect(box.getByRole("group", { name: t("feed:avatar.area") })).toBeVisible();
    await userEvent.click(box.getByRole("button", { name: t("feed:avatar.zoomIn") }));
    await waitFor(() => expect(Number((zoom as HTMLInputElement).value)).toBeGreaterThan(0));
    await userEvent.click(box.getByRole("button", { name: t("feed:avatar.zoomOut") }));
    await waitFor(() => expect(zoom).toHaveValue("0"));
    await save(box);
    // Cropping and encoding a large picture takes a while on a busy machine.
    await expect(await box.findByRole("status", {}, { timeout: 8000 })).toHaveTextContent(
      t("feed:avatar.saved"),
    );
    await expect(args.onUploaded).toHaveBeenCalledWith(saved.ok ? saved.path : "");
    const sent = (args.upload as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    await expect(sent.type).toBe("image/png");
    const bitmap = await createImageBitmap(sent);
    await expect([bitmap.width, bitmap.height]).toEqual([300, 300]);
    await userEvent.click(box.getByRole("button", { name: t("feed:avatar.done") }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A refused upload says why; Back returns to the crop (3 to 2), then to the choice (2 to 1). */
export const FailedUploadGoesBack: Story = {
  args: {
    upload: fn(
      async (_file: File, _onProgress: (f: number) => void): Promise<MediaResult> => ({
        ok: false,
        message: "Upload failed",
      }),
    ),
  },
  play: async ({ args }) => {
    const root = await dialog();
    const box = within(root);
    await userEvent.upload(fileInput(root), await picture(400, 400));
    await save(box);
    // Cropping and encoding come before the refusal, and take a while on a busy machine.
    await expect(await box.findByRole("alert", {}, { timeout: 8000 })).toHaveTextContent("Upload failed");
    await expect(box.getByRole("button", { name: t("feed:avatar.retry") })).toBeVisible();
    await expect(args.onUploaded).not.toHaveBeenCalled();
    await userEvent.click(box.getByRole("button", { name: t("feed:avatar.back") }));
    await expect(
      await box.findByRole("slider", { name: t("feed:avatar.zoom") }, { timeout: 3000 }),
    ).toBeVisible();
    await userEvent.click(box.getByRole("button", { name: t("feed:avatar.back") }));
    await expect(
      await box.findByRole("button", { name: t("feed:avatar.choose") }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/**
 * Step 2 at rest, for review: the dialog opens on a chosen picture (`initialFile`), with the crop
 * area, the zoom and the preview, as a member sees it before saving.
 */
export const CropStepAtRest: Story = {
  loaders: [async () => ({ file: await picture(900, 600) })],
  render: (args, { loaded }) => <WithTrigger {...args} initialFile={loaded.file as File} />,
  play: async () => {
    const box = within(await dialog());
    await expect(
      await box.findByRole("img", { name: t("feed:avatar.stepOf", { step: 2, total: 3 }) }),
    ).toBeVisible();
    await expect(box.getByRole("group", { name: t("feed:avatar.area") })).toBeVisible();
    await expect(box.getByRole("slider", { name: t("feed:avatar.zoom") })).toHaveValue("0");
  },
};

/**
 * Step 3 after a refused upload, left at rest for review: the reason is announced and Try again
 * and Back are offered (FailedUploadGoesBack goes on to walk back to step 1).
 */
export const UploadFailedAtRest: Story = {
  args: {
    upload: fn(
      async (_file: File, _onProgress: (f: number) => void): Promise<MediaResult> => ({
        ok: false,
        message: "Upload failed",
      }),
    ),
  },
  loaders: [async () => ({ file: await picture(400, 400) })],
  render: (args, { loaded }) => <WithTrigger {...args} initialFile={loaded.file as File} />,
  play: async ({ args }) => {
    const box = within(await dialog());
    await save(box);
    await expect(await box.findByRole("alert", {}, { timeout: 8000 })).toHaveTextContent("Upload failed");
    await expect(
      box.getByRole("img", { name: t("feed:avatar.stepOf", { step: 3, total: 3 }) }),
    ).toBeVisible();
    await expect(box.getByRole("button", { name: t("feed:avatar.retry") })).toBeVisible();
    await expect(box.getByRole("button", { name: t("feed:avatar.back") })).toBeVisible();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** Escape closes it, and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole("button", { name: "Change picture" });
    await userEvent.click(opener);
    await dialog();
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** On a phone the crop area keeps its height in the dialog's column, and what is sent is the crop. */
export const CropOnAPhone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ args }) => {
    const root = await dialog();
    const box = within(root);
    await userEvent.upload(fileInput(root), await picture(600, 900));
    const area = await box.findByRole("group", { name: t("feed:avatar.area") });
    await waitFor(() => expect(area.getBoundingClientRect().height).toBeGreaterThan(150));
    await save(box);
    // Cropping and encoding a large picture takes a while on a busy machine.
    await expect(await box.findByRole("status", {}, { timeout: 8000 })).toHaveTextContent(
      t("feed:avatar.saved"),
    );
    const sent = (args.upload as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    // The middle of the picture is the face-coloured circle, not an empty canvas.
    const canvas = new OffscreenCanvas(300, 300);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    context.drawImage(await createImageBitmap(sent), 0, 0);
    const [r, g, b, a] = context.getImageData(150, 150, 1, 1).data;
    await expect([r, g, b, a]).toEqual([0xfd, 0xe7, 0xdc, 255]);
  },
};

/** In traditional Chinese. */
export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByRole("heading", { name: "更換頭像" })).toBeVisible();
  },
};
