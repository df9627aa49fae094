import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import {
  ConfirmSendPrompt,
  ConfirmSendPromptPreview,
  type ConfirmSendPromptProps,
} from "./confirm-send-prompt.tsx";

/** A send button that opens the prompt, as the chat composer does for a risky first message. */
function WithSend(args: ConfirmSendPromptProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send</Button>
      <ConfirmSendPrompt
        {...args}
        open={open}
        onEdit={() => {
          args.onEdit();
          setOpen(false);
        }}
        onSend={() => {
          args.onSend();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Components/Safety/ConfirmSendPrompt",
  component: ConfirmSendPrompt,
  args: {
    open: false,
    kinds: ["contact", "offPlatform"],
    about: "chat",
    username: "LinMei",
    onEdit: fn(),
    onSend: fn(),
  },
  render: (args) => <WithSend {...args} />,
} satisfies Meta<typeof ConfirmSendPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openPrompt(canvas: ReturnType<typeof within>, name = t("safety:confirm.chat")) {
  await userEvent.click(canvas.getByRole("button", { name: "Send" }));
  return body().findByRole("alertdialog", { name });
}

/** Says why, focuses Edit first (the safe choice), and Send anyway sends. */
export const SendAnyway: Story = {
  play: async ({ canvas, args }) => {
    const prompt = await openPrompt(canvas);
    await expect(prompt).toHaveAccessibleDescription(t("safety:confirm.intro"));
    await expect(prompt).toHaveTextContent(t("safety:confirm.kinds.contact"));
    await expect(prompt).toHaveTextContent(t("safety:confirm.kinds.offPlatform"));
    await expect(prompt).toHaveTextContent(t("safety:confirm.note", { username: "LinMei" }));
    await waitFor(() =>
      expect(within(prompt).getByRole("button", { name: t("safety:confirm.edit") })).toHaveFocus(),
    );
    await userEvent.click(within(prompt).getByRole("button", { name: t("safety:confirm.send") }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
  },
};

/** Edit goes back to the draft: nothing is sent, and focus returns to the send button. */
export const EditInstead: Story = {
  play: async ({ canvas, args }) => {
    const prompt = await openPrompt(canvas);
    await userEvent.click(within(prompt).getByRole("button", { name: t("safety:confirm.edit") }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onSend).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Send" })).toHaveFocus();
  },
};

/** With the keyboard: Escape is Edit; Tab (focus stays inside) then Enter is Send anyway. */
export const Keyboard: Story = {
  args: { kinds: ["money"], about: "mail" },
  play: async ({ canvas, args }) => {
    await openPrompt(canvas, t("safety:confirm.mail"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onSend).not.toHaveBeenCalled();

    const prompt = await openPrompt(canvas, t("safety:confirm.mail"));
    await waitFor(() =>
      expect(within(prompt).getByRole("button", { name: t("safety:confirm.edit") })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(prompt).getByRole("button", { name: t("safety:confirm.send") })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { kinds: ["money"], username: "小雨" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    const prompt = await body().findByRole("alertdialog", { name: "确定发送这条消息吗？" });
    await expect(prompt).toHaveTextContent("小雨 会在旁边看到一条安全提示。");
    await userEvent.click(within(prompt).getByRole("button", { name: "仍然发送" }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { kinds: ["investment"], about: "mail", username: "王小美" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    const prompt = await body().findByRole("alertdialog", { name: "確定要寄出這封郵件嗎？" });
    await userEvent.click(within(prompt).getByRole("button", { name: "修改" }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** The panel for one kind and for several, in place. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["one kind", "all four"] as const}
      columns={["chat", "mail"] as const}
      render={(row, about) => (
        <ConfirmSendPromptPreview
          about={about}
          username="LinMei"
          kinds={row === "one kind" ? ["offPlatform"] : ["contact", "money", "investment", "offPlatform"]}
        />
      )}
    />
  ),
};

export const CatalogChinese: Story = {
  globals: { locale: "zhtw" },
  render: () => (
    <Catalog
      rows={["zhtw"] as const}
      columns={["chat", "mail"] as const}
      render={(_row, about) => (
        <ConfirmSendPromptPreview about={about} username="王小美" kinds={["contact", "money"]} />
      )}
    />
  ),
};
