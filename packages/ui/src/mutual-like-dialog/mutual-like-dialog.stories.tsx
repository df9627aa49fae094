import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Button } from "../button/button.tsx";
import { photos } from "../member-card/story-members.ts";
import { MutualLikeDialog, type MutualLikeDialogProps } from "./mutual-like-dialog.tsx";

/** A like button that, as the app does when the answer says mutual, opens the moment. */
function WithTrigger(args: MutualLikeDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Like
      </Button>
      <MutualLikeDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        onChat={() => {
          args.onChat();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Components/Members/MutualLikeDialog",
  component: MutualLikeDialog,
  args: {
    open: false,
    onClose: fn(),
    onChat: fn(),
    me: { username: "demo", avatar: photos.sky },
    them: { username: "LinMei", avatar: photos.rose },
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof MutualLikeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Both pictures and the words; Chat has the focus and opens the conversation. */
export const ChatFromTheMoment: Story = {
  play: async ({ canvas, args }) => {
    const like = canvas.getByRole("button", { name: "Like" });
    await userEvent.click(like);
    const dialog = await body().findByRole("dialog", { name: t("ui:mutual.title") });
    await expect(dialog).toHaveAccessibleDescription(t("ui:mutual.body", { username: "LinMei" }));
    await expect(within(dialog).getByRole("img", { name: "demo" })).toBeInTheDocument();
    await expect(within(dialog).getByRole("img", { name: "LinMei" })).toBeInTheDocument();
    const chat = within(dialog).getByRole("button", { name: t("ui:mutual.chat") });
    await waitFor(() => expect(chat).toHaveFocus());
    await userEvent.click(chat);
    await expect(args.onChat).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
  },
};

/** Keep browsing (or Escape) closes it and gives the focus back to the like button. */
export const KeepBrowsing: Story = {
  play: async ({ canvas, args }) => {
    const like = canvas.getByRole("button", { name: "Like" });
    await userEvent.click(like);
    const dialog = await body().findByRole("dialog", { name: t("ui:mutual.title") });
    await userEvent.click(within(dialog).getByRole("button", { name: t("ui:mutual.keepBrowsing") }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onChat).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(like).toHaveFocus());
    await userEvent.click(like);
    await body().findByRole("dialog", { name: t("ui:mutual.title") });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Open from the start, in Traditional Chinese. */
export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { open: true },
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: "互相喜歡！" });
    await expect(within(dialog).getByRole("button", { name: "聊天" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "繼續瀏覽" })).toBeVisible();
    await expect(dialog).toHaveTextContent("您和LinMei互相喜歡");
  },
};

/** Open from the start, in Simplified Chinese, on a 320 px phone. */
export const SimplifiedChinesePhone: Story = {
  globals: { locale: "zhcn" },
  args: { open: true },
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: "互相喜欢！" });
    await expect(within(dialog).getByRole("button", { name: "继续浏览" })).toBeVisible();
  },
};
