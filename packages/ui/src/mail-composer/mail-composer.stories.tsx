import { type MailSendInput, MESSAGE_MAX } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { dialogPanelVariants } from "../dialog/dialog.tsx";
import { DialogFrame } from "../dialog/dialog-frame.tsx";
import { withMailNamespace } from "../mail-list/story-mails.tsx";
import { cn } from "../utils/cn.ts";
import { MailComposerPreview, type MailComposerPreviewProps } from "./composer-form.tsx";
import { MailComposer } from "./mail-composer.tsx";
import { MailComposerDialog } from "./mail-composer-dialog.tsx";

const sendLater = (ms: number) =>
  fn(async (_input: MailSendInput) => new Promise<void>((r) => setTimeout(r, ms)));

const meta = {
  title: "Components/Mail/MailComposer",
  component: MailComposer,
  args: { onSend: fn(async (_input: MailSendInput) => {}), onCancel: fn(), className: "max-w-md" },
  decorators: [withMailNamespace],
} satisfies Meta<typeof MailComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The label says what the recipient may be; the counter follows the text and stops it at 50. */
export const Counter: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("textbox", { name: t("mail:composer.recipient") })).toBeRequired();
    const message = canvas.getByRole("textbox", { name: t("mail:composer.content") });
    await expect(canvas.getByText(`0 / ${MESSAGE_MAX}`)).toBeVisible();
    await userEvent.type(message, "Hello there!");
    await expect(canvas.getByText(`12 / ${MESSAGE_MAX}`)).toBeVisible();
    await expect(message).toHaveAccessibleDescription(`12 / ${MESSAGE_MAX}`);

    await userEvent.type(message, "x".repeat(60));
    await expect(message).toHaveValue(`Hello there!${"x".repeat(MESSAGE_MAX - 12)}`);
    await expect(canvas.getByText(`${MESSAGE_MAX} / ${MESSAGE_MAX}`)).toBeVisible();
  },
};

/** Empty content (spaces count as empty) is refused inline, and nothing is sent. */
export const EmptyContent: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(
      await canvas.findByRole("textbox", { name: t("mail:composer.recipient") }),
      "LinMei",
    );
    const message = canvas.getByRole("textbox", { name: t("mail:composer.content") });
    await userEvent.type(message, "   ");
    await userEvent.click(canvas.getByRole("button", { name: t("mail:composer.send") }));
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(
        expect.stringContaining(t("mail:composer.contentRequired")),
      ),
    );
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(message).toBeInvalid();
    await waitFor(() => expect(message).toHaveFocus());

    await userEvent.type(message, "Hi!");
    await waitFor(() => expect(canvas.queryByText(t("chat:composer.empty"))).toBeNull());
  },
};

/** Both fields are required: the first one missing takes the focus. */
export const EmptyRecipient: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: t("mail:composer.send") }));
    const to = canvas.getByRole("textbox", { name: t("mail:composer.recipient") });
    // The contracts' rules load with the first validation: the errors come a moment later.
    await waitFor(() => expect(to).toHaveAccessibleDescription(t("mail:composer.recipientRequired")));
    await expect(to).toBeInvalid();
    await waitFor(() => expect(to).toHaveFocus());
    await expect(canvas.getByText(t("chat:composer.empty"))).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** While the call runs Send spins; on success the message clears and the recipient stays. */
export const SendSucceeds: Story = {
  args: { onSend: sendLater(300), defaultRecipient: "王小美" },
  play: async ({ canvas, args }) => {
    const message = await canvas.findByRole("textbox", { name: t("mail:composer.content") });
    await userEvent.type(message, "  週末一起喝咖啡嗎？ ");
    const send = canvas.getByRole("button", { name: t("mail:composer.send") });
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({
      email: "王小美",
      content: "週末一起喝咖啡嗎？",
    });
    await expect(send).toHaveAttribute("aria-busy", "true");
    await expect(send).toBeDisabled();

    await waitFor(() => expect(send).not.toHaveAttribute("aria-busy"));
    await expect(message).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: t("mail:composer.recipient") })).toHaveValue("王小美");
    await expect(canvas.getByRole("status")).toHaveTextContent(t("mail:composer.sent"));
  },
};

/** A refused send shows the call's message and keeps everything typed. */
export const SendRejected: Story = {
  args: {
    onSend: fn(async (_input: MailSendInput) => {
      throw new Error("The user does not exist");
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      await canvas.findByRole("textbox", { name: t("mail:composer.recipient") }),
      "nobody42",
    );
    const message = canvas.getByRole("textbox", { name: t("mail:composer.content") });
    await userEvent.type(message, "Are you still there?");
    await userEvent.click(canvas.getByRole("button", { name: t("mail:composer.send") }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The user does not exist");
    await expect(message).toHaveValue("Are you still there?");
    await expect(canvas.getByRole("textbox", { name: t("mail:composer.recipient") })).toHaveValue("nobody42");
    await expect(canvas.getByRole("button", { name: t("mail:composer.send") })).toBeEnabled();
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: t("feed:avatar.cancel") }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The dialog of the web's 'new message' button: it opens on the recipient and closes once sent. */
export const InDialog: Story = {
  args: { onSend: sendLater(200) },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Write</Button>
        <MailComposerDialog
          open={open}
          onClose={() => {
            args.onCancel();
            setOpen(false);
          }}
          onSend={args.onSend}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Write" }));
    const dialog = await body().findByRole("dialog", { name: t("mail:composer.title") });
    const to = within(dialog).getByRole("textbox", { name: t("mail:composer.recipient") });
    await waitFor(() => expect(to).toHaveFocus());
    await userEvent.type(to, "lin@example.com");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: t("mail:composer.content") }),
      "See you at 7?",
    );
    await userEvent.keyboard("{Tab}{Tab}{Enter}");
    // formik submits after its validation, which may still be loading the schema on a busy machine.
    await waitFor(() => expect(args.onSend).toHaveBeenCalledOnce());
    await expect(args.onSend).toHaveBeenCalledWith({
      email: "lin@example.com",
      content: "See you at 7?",
    });
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A reply: the recipient is filled in, so typing starts in the message; Escape closes. */
export const ReplyDialog: Story = {
  args: { defaultRecipient: "LinMei" },
  render: (args) => (
    <MailComposerDialog
      open
      onClose={args.onCancel}
      onSend={args.onSend}
      defaultRecipient={args.defaultRecipient}
    />
  ),
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", { name: t("mail:composer.title") });
    await expect(within(dialog).getByRole("textbox", { name: t("mail:composer.recipient") })).toHaveValue(
      "LinMei",
    );
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: t("mail:composer.content") })).toHaveFocus(),
    );
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "收件人（用户名）" }), "小美");
    await userEvent.click(canvas.getByRole("button", { name: "发送" }));
    await expect(canvas.getByText("请先输入内容")).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

const states: Record<string, MailComposerPreviewProps> = {
  empty: {},
  typing: { recipient: "LinMei", content: "Hello there!" },
  full: {
    recipient: "王小美",
    content:
      "週末有空嗎？我想約你去陽明山走走，再一起吃個晚餐，好不好呀？不見不散！See you there at seven?".slice(
        0,
        MESSAGE_MAX,
      ),
  },
  invalid: { state: "invalid" },
  sending: { recipient: "NoahPark", content: "Coffee on Saturday?", state: "sending" },
  failed: { recipient: "nobody42", content: "Are you still there?", state: "failed" },
  sent: { recipient: "LinMei", state: "sent" },
};

/** A risky mail asks before it goes: Edit sends nothing and keeps the text, Send anyway sends it. */
export const ConfirmRiskyMail: Story = {
  args: {
    defaultRecipient: "LinMei",
    checkBeforeSend: fn((input: MailSendInput) =>
      input.content.includes("USDT") ? (["money"] as const) : null,
    ),
  },
  play: async ({ canvas, args }) => {
    const message = await canvas.findByRole("textbox", { name: t("mail:composer.content") });
    await userEvent.type(message, "Pay me in USDT");
    await userEvent.click(canvas.getByRole("button", { name: t("mail:composer.send") }));
    let prompt = await body().findByRole("alertdialog", { name: t("safety:confirm.mail") });
    await expect(prompt).toHaveTextContent(t("safety:confirm.kinds.money"));
    await expect(prompt).toHaveTextContent(t("safety:confirm.note", { username: "LinMei" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(message).toHaveValue("Pay me in USDT");

    await userEvent.click(canvas.getByRole("button", { name: t("mail:composer.send") }));
    prompt = await body().findByRole("alertdialog", { name: t("safety:confirm.mail") });
    await userEvent.click(within(prompt).getByRole("button", { name: t("safety:confirm.send") }));
    // The send checks the rules again (formik), which answer asynchronously.
    await waitFor(() => expect(args.onSend).toHaveBeenCalled());
    await expect(args.onSend).toHaveBeenCalledWith({ email: "LinMei", content: "Pay me in USDT" });
    await waitFor(() => expect(message).toHaveValue(""));
  },
};

/** Each state, as a plain form and inside the dialog's panel. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={Object.keys(states)}
      columns={["inline", "dialog"] as const}
      render={(state, column) =>
        column === "inline" ? (
          <div className="w-96">
            <MailComposerPreview {...states[state]} />
          </div>
        ) : (
          <div className={cn(dialogPanelVariants({ size: "md" }), "w-[560px]")}>
            <DialogFrame preview hideClose title="New mail">
              <MailComposerPreview {...states[state]} />
            </DialogFrame>
          </div>
        )
      }
    />
  ),
};
