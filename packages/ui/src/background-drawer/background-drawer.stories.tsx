import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { withMailNamespace as withLazyNamespace } from "../mail-list/story-mails.tsx";
import { cover, photos } from "../member-card/story-members.ts";
import type { MediaResult, SendResult } from "../trend-composer/trend-composer.tsx";
import { BackgroundDrawer, type BackgroundDrawerProps, type BackPhoto } from "./background-drawer.tsx";

const backgrounds: BackPhoto[] = [
  { id: 2, img: cover },
  { id: 1, img: photos.sky },
];

/** The drawer over a page that keeps its list, as the app does after each answer. */
function Owner(args: BackgroundDrawerProps) {
  const [list, setList] = useState<BackPhoto[]>([...args.photos]);
  return (
    <BackgroundDrawer
      {...args}
      photos={list}
      add={async (file, onProgress, signal) => {
        const result = await args.add(file, onProgress, signal);
        if (result.ok) setList((l) => [{ id: 9, img: photos.honey }, ...l]);
        return result;
      }}
      remove={async (photo) => {
        const result = await args.remove(photo);
        if (result.ok) setList((l) => l.filter((p) => p.id !== photo.id));
        return result;
      }}
    />
  );
}

const meta = {
  title: "Components/Feed/BackgroundDrawer",
  component: BackgroundDrawer,
  args: {
    open: true,
    onClose: fn(),
    photos: backgrounds,
    add: fn(async (_file: File, onProgress: (f: number) => void): Promise<MediaResult> => {
      onProgress(0.4);
      return { ok: true, path: "uploads/images/202/bg.webp" };
    }),
    remove: fn(async () => ({ ok: true }) as SendResult),
    confirm: fn(() => true),
  },
  render: (args) => <Owner {...args} />,
  decorators: [withLazyNamespace],
} satisfies Meta<typeof BackgroundDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(document.body).findByRole("dialog");
const picture = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "sea.jpg", { type: "image/jpeg" });

/** Upload a background: it is added on top (the one that shows) and the member is told. */
export const Add: Story = {
  play: async ({ args }) => {
    const root = await drawer();
    const box = within(root);
    await expect(box.getAllByRole("button", { name: t("feed:background.delete") })).toHaveLength(2);
    await userEvent.upload(root.querySelector('input[type="file"]') as HTMLInputElement, picture());
    await expect(args.add).toHaveBeenCalledOnce();
    await waitFor(() => expect(box.getByRole("status")).toHaveTextContent(t("feed:background.added")));
    await expect(box.getAllByRole("button", { name: t("feed:background.delete") })).toHaveLength(3);
  },
};

/** Delete asks first, then the picture goes. */
export const Delete: Story = {
  play: async ({ args }) => {
    const box = within(await drawer());
    await userEvent.click(
      box.getAllByRole("button", { name: t("feed:background.delete") })[0] as HTMLElement,
    );
    await expect(args.confirm).toHaveBeenCalledWith(t("feed:background.deleteConfirm"));
    await expect(args.remove).toHaveBeenCalledWith(backgrounds[0]);
    await waitFor(() =>
      expect(box.getAllByRole("button", { name: t("feed:background.delete") })).toHaveLength(1),
    );
    await expect(box.getByRole("status")).toHaveTextContent(t("feed:background.deleted"));
  },
};

/** A refused upload says why, and nothing is added. */
export const UploadRefused: Story = {
  args: {
    add: fn(
      async (_file: File, _onProgress: (f: number) => void): Promise<MediaResult> => ({
        ok: false,
        message: "Please choose an image file (JPEG, PNG, GIF or WebP)",
      }),
    ),
  },
  play: async () => {
    const root = await drawer();
    const box = within(root);
    await userEvent.upload(root.querySelector('input[type="file"]') as HTMLInputElement, picture());
    await expect(await box.findByRole("alert")).toHaveTextContent("Please choose an image file");
    await expect(box.getAllByRole("button", { name: t("feed:background.delete") })).toHaveLength(2);
  },
};

/** None yet: says what the profile shows instead. */
export const Empty: Story = {
  args: { photos: [] },
  play: async () => {
    const box = within(await drawer());
    await expect(box.getByText(t("feed:background.empty"))).toBeVisible();
    await expect(box.getByRole("button", { name: t("feed:background.add") })).toBeEnabled();
  },
};

/** On a phone it is a bottom sheet. */
export const PhoneSheet: Story = {
  args: { side: "bottom" },
  globals: { viewport: { value: "phone" } },
  play: async () => {
    await drawer();
    const sheet = document.querySelector('[data-slot="drawer"]') as HTMLElement;
    await expect(sheet).toHaveAttribute("data-side", "bottom");
    // Flush with the bottom of the screen once it has slid in.
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  },
};
