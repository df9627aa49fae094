import type { Gift } from "@site/contracts";
import { categoryName, giftTitle, MESSAGE_MAX } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import {
  GiftDialog,
  GiftDialogPreview,
  type GiftDialogPreviewProps,
  type GiftDialogProps,
  GiftSendFormPreview,
} from "./gift-dialog.tsx";
import { GiftSendForm, type GiftSendInput } from "./gift-send-form.tsx";
import { diamondGift, longTitled, love, rose, storyCategories, teddyBear } from "./story-gifts.ts";
import { InLanguage } from "./story-language.tsx";

/**
 * A trigger that owns the open state, as a profile's "send a gift" button would; `withStore`, the
 * app also keeps the gift picked in the dialog's store.
 */
function WithTrigger({ withStore = false, ...args }: GiftDialogProps & { withStore?: boolean }) {
  const [open, setOpen] = useState(args.open);
  const [picked, setPicked] = useState<Gift | null>(null);
  const store = withStore
    ? {
        gift: picked,
        store: { categories: storyCategories, onSelect: setPicked },
        onChooseGift: () => setPicked(null),
      }
    : {};
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Gift
      </Button>
      <GiftDialog
        {...args}
        {...store}
        open={open}
        onClose={() => {
          args.onClose();
          setPicked(null);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Components/Gifts/GiftDialog",
  component: GiftDialog,
  args: {
    open: false,
    onClose: fn(),
    gift: rose,
    recipient: "LinMei",
    balance: 40,
    onSend: fn((_input: GiftSendInput): Promise<void> | void => {}),
    onChooseGift: fn(),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof GiftDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openDialog(
  canvas: ReturnType<typeof within>,
  name = t("store:gifts.dialogTitle", { title: giftTitle(rose, storyLanguage()) }),
) {
  await userEvent.click(canvas.getByRole("button", { name: "Gift" }));
  return body().findByRole("dialog", { name });
}

/** The gift, its price and the balance; the message is optional; Send hands over what was typed. */
export const Send: Story = {
  name: "Gift chosen, ready to send",
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    const chosen = within(dialog).getByRole("group", { name: t("store:gifts.chosen") });
    await expect(chosen).toHaveTextContent(t("chat:emoticons.names.rose"));
    await expect(chosen).toHaveTextContent(t("store:gifts.credits", { count: 2 }));
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          t("store:gifts.balance", { amount: t("store:gifts.credits", { count: 40 }) }),
        ),
      ).toBeVisible(),
    );
    await expect(within(dialog).queryByText(t("store:gifts.notEnough"))).toBeNull();

    const to = within(dialog).getByRole("textbox", { name: t("store:gifts.recipient") });
    await expect(to).toHaveValue("LinMei");
    await expect(to).toBeRequired();
    // The recipient is known: typing starts in the message.
    const message = within(dialog).getByRole("textbox", { name: t("store:gifts.message") });
    await waitFor(() => expect(message).toHaveFocus());
    await userEvent.type(message, "For you ❀");
    await userEvent.click(within(dialog).getByRole("button", { name: t("store:gifts.send") }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({ username: "LinMei", message: "For you ❀" });
  },
};

/** The counter follows the message; the 51st character is refused and the counter shows it full. */
export const MessageCounter: Story = {
  name: "Message at its 50-character limit",
  args: { open: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", {
      name: t("store:gifts.dialogTitle", { title: giftTitle(rose, storyLanguage()) }),
    });
    const message = within(dialog).getByRole("textbox", { name: t("store:gifts.message") });
    await expect(message).toHaveAccessibleDescription(`0 / ${MESSAGE_MAX}`);
    await userEvent.type(message, "Hello there!");
    await expect(within(dialog).getByText(`12 / ${MESSAGE_MAX}`)).toBeVisible();
    await userEvent.type(message, "x".repeat(60));
    await expect(message).toHaveValue(`Hello there!${"x".repeat(MESSAGE_MAX - 12)}`);
    await expect(within(dialog).getByText(`${MESSAGE_MAX} / ${MESSAGE_MAX}`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: t("store:gifts.send") }));
    await expect(args.onSend).toHaveBeenCalledWith({
      username: "LinMei",
      message: `Hello there!${"x".repeat(MESSAGE_MAX - 12)}`,
    });
  },
};

/** An empty username (spaces are empty) is refused under the field, in words; nothing is sent. */
export const UsernameRequired: Story = {
  name: "No username, send refused",
  args: { recipient: undefined },
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    const to = within(dialog).getByRole("textbox", { name: t("store:gifts.recipient") });
    await waitFor(() => expect(to).toHaveFocus());
    await userEvent.type(to, "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: t("store:gifts.send") }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(to).toBeInvalid();
    await expect(to).toHaveAccessibleDescription(t("store:gifts.usernameRequired"));
    await expect(to).toHaveFocus();

    // Typing clears the rule; Enter in the field sends, with the name trimmed.
    await userEvent.type(to, "王小美 ");
    await expect(within(dialog).queryByText(t("store:gifts.usernameRequired"))).toBeNull();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({ username: "王小美", message: "" });
  },
};

/** While the returned promise runs the button spins and takes no second send. */
export const SendsAsync: Story = {
  name: "Sending, button busy",
  args: { onSend: fn((_input: GiftSendInput) => new Promise<void>((resolve) => setTimeout(resolve, 500))) },
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    const send = within(dialog).getByRole("button", { name: t("store:gifts.send") });
    await userEvent.click(send);
    await expect(send).toHaveAttribute("aria-busy", "true");
    await expect(send).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(send).not.toHaveAttribute("aria-busy"));
    await expect(send).toBeEnabled();
  },
};

/** The app's own flag: busy without a promise. */
export const Sending: Story = {
  name: "Sending, flagged by the app",
  args: { open: true, sending: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", {
      name: t("store:gifts.dialogTitle", { title: giftTitle(rose, storyLanguage()) }),
    });
    const send = within(dialog).getByRole("button", { name: t("store:gifts.send") });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute("aria-busy", "true");
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The app's words for a refused send are announced in the alert; what was typed stays. */
export const Failed: Story = {
  name: "Send failed, with the app's words",
  args: { open: true, error: "The user does not exist" },
  play: async () => {
    const dialog = await body().findByRole("dialog", {
      name: t("store:gifts.dialogTitle", { title: giftTitle(rose, storyLanguage()) }),
    });
    await expect(within(dialog).getByRole("alert")).toHaveTextContent("The user does not exist");
    await expect(within(dialog).getByRole("textbox", { name: t("store:gifts.recipient") })).toHaveValue(
      "LinMei",
    );
  },
};

/** A rejected promise without the app's `error`: its message shows, and Send works again. */
export const Rejected: Story = {
  name: "Send rejected, ready to try again",
  args: {
    onSend: fn(async (_input: GiftSendInput) => {
      throw new Error("Send failed");
    }),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole("button", { name: t("store:gifts.send") }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Send failed");
    await expect(within(dialog).getByRole("button", { name: t("store:gifts.send") })).toBeEnabled();
  },
};

/** Dearer than the balance: a calm warning, and the gift can still be sent (the app then offers to pay). */
export const NotEnoughCredits: Story = {
  name: "Gift dearer than the balance",
  args: { open: true, gift: diamondGift, balance: 12 },
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", {
      name: t("store:gifts.dialogTitle", { title: giftTitle(diamondGift, storyLanguage()) }),
    });
    await expect(
      within(dialog).getByText(t("store:gifts.balance", { amount: t("store:gifts.credits", { count: 12 }) })),
    ).toBeVisible();
    const send = within(dialog).getByRole("button", { name: t("store:gifts.send") });
    await expect(send).toHaveAccessibleDescription(t("store:gifts.notEnough"));
    await expect(within(dialog).queryByRole("alert")).toBeNull();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith({ username: "LinMei", message: "" });
  },
};

/** No gift yet: the rule, a button to choose one, and a send that is refused with the rule. */
export const NoGift: Story = {
  name: "No gift chosen yet",
  args: { gift: null },
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas, t("store:gifts.dialogTitleNone"));
    await waitFor(() => expect(within(dialog).getByText(t("store:gifts.chooseRule"))).toBeVisible());
    await expect(
      within(dialog).getByText(t("store:gifts.balance", { amount: t("store:gifts.credits", { count: 40 }) })),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: t("store:gifts.send") }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(t("store:gifts.chooseRule"));
    const choose = within(dialog).getByRole("button", { name: t("store:gifts.chooseGift") });
    await expect(choose).toHaveFocus();
    await userEvent.click(choose);
    await expect(args.onChooseGift).toHaveBeenCalledOnce();
  },
};

/**
 * From a member card or a profile: the store for that member first, then the form for the gift
 * picked; "Change gift" goes back to the store, and the new gift is the one sent.
 */
export const ChooseInTheDialog: Story = {
  name: "Gift changed in the dialog",
  args: { gift: null },
  render: (args) => <WithTrigger {...args} withStore />,
  play: async ({ canvas, args }) => {
    let dialog = await openDialog(canvas, t("store:gifts.giftFor", { name: "LinMei" }));
    await expect(dialog).toHaveAccessibleDescription(t("store:gifts.pickIntro"));
    await userEvent.click(
      within(dialog).getByRole("button", { name: new RegExp(`^${giftTitle(rose, storyLanguage())}`) }),
    );
    dialog = await body().findByRole("dialog", {
      name: t("store:gifts.dialogTitle", { title: giftTitle(rose, storyLanguage()) }),
    });
    await expect(within(dialog).getByRole("textbox", { name: t("store:gifts.recipient") })).toHaveValue(
      "LinMei",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: t("store:gifts.changeGift") }));
    dialog = await body().findByRole("dialog", { name: t("store:gifts.giftFor", { name: "LinMei" }) });
    await userEvent.click(within(dialog).getByRole("tab", { name: categoryName(love, storyLanguage()) }));
    await userEvent.click(
      within(dialog).getByRole("button", { name: new RegExp(`^${giftTitle(teddyBear, storyLanguage())}`) }),
    );
    dialog = await body().findByRole("dialog", {
      name: t("store:gifts.dialogTitle", { title: giftTitle(teddyBear, storyLanguage()) }),
    });
    await userEvent.click(within(dialog).getByRole("button", { name: t("store:gifts.send") }));
    await expect(args.onSend).toHaveBeenCalledWith({ username: "LinMei", message: "" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    // Opened again, it starts in the store.
    await openDialog(canvas, t("store:gifts.giftFor", { name: "LinMei" }));
  },
};

/** Escape closes it and nothing is sent; opened again, the message typed before is gone. */
export const EachOpeningIsFresh: Story = {
  name: "Closed with Escape, opened fresh",
  play: async ({ canvas, args }) => {
    let dialog = await openDialog(canvas);
    await userEvent.type(within(dialog).getByRole("textbox", { name: t("store:gifts.message") }), "Hi");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: "Gift" })).toHaveFocus();

    dialog = await openDialog(canvas);
    await expect(within(dialog).getByRole("textbox", { name: t("store:gifts.message") })).toHaveValue("");
    await userEvent.click(within(dialog).getByRole("button", { name: t("feed:avatar.cancel") }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    dialog = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole("button", { name: t("mail:detail.close") }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The mobile send page's form, on its own: no dialog around it. */
export const FormOnAPage: Story = {
  args: { recipient: undefined, gift: teddyBear, balance: undefined },
  render: (args) => (
    <div className="max-w-md rounded-2xl bg-surface p-4 shadow-card">
      <GiftSendForm gift={args.gift} onSend={args.onSend} onChooseGift={args.onChooseGift} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(new RegExp(t("store:gifts.balance", { amount: "" })))).toBeNull();
    await expect(canvas.queryByRole("button", { name: t("feed:avatar.cancel") })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: t("store:gifts.changeGift") }));
    await expect(args.onChooseGift).toHaveBeenCalledOnce();
    await userEvent.type(
      canvas.getByRole("textbox", { name: t("store:gifts.recipient") }),
      "  NoahPark{Enter}",
    );
    await expect(args.onSend).toHaveBeenCalledWith({ username: "NoahPark", message: "" });
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { open: true, gift: teddyBear, balance: 5 },
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", { name: "贈送泰迪熊" });
    await expect(within(dialog).getByText("您的餘額：5 點")).toBeVisible();
    await expect(within(dialog).getByText("點數不足，無法贈送這份禮物")).toBeVisible();
    const to = within(dialog).getByRole("textbox", { name: "收禮人（使用者名稱）" });
    await userEvent.clear(to);
    await userEvent.click(within(dialog).getByRole("button", { name: "送出禮物" }));
    await expect(to).toHaveAccessibleDescription("請輸入對方的使用者名稱");
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

const rows = [
  "chosen",
  "with message",
  "not enough credits",
  "long title",
  "no gift, refused",
  "sending",
  "failed",
] as const;
const states: Record<(typeof rows)[number], GiftDialogPreviewProps> = {
  chosen: { gift: rose, recipient: "LinMei", balance: 40 },
  "with message": { gift: teddyBear, recipient: "王小美", message: "週末一起去看電影好嗎？", balance: 40 },
  "not enough credits": { gift: diamondGift, recipient: "NoahPark", balance: 12 },
  "long title": { gift: longTitled, recipient: "LinMei", balance: 500 },
  "no gift, refused": { gift: null, recipient: "", state: "invalid" },
  sending: { gift: rose, recipient: "LinMei", message: "For you", balance: 40, state: "sending" },
  failed: { gift: rose, recipient: "nobody42", balance: 40, error: "The user does not exist" },
};

/** Each state inside the dialog's panel, as the mobile page's form (phone width), and in Chinese. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={rows}
      columns={["dialog", "page (358 px)", "繁體中文"] as const}
      render={(state, column) =>
        column === "page (358 px)" ? (
          <div className="w-[358px] rounded-2xl bg-surface p-4 shadow-card">
            <GiftSendFormPreview {...states[state]} />
          </div>
        ) : (
          <InLanguage lang={column === "dialog" ? "en" : "zhtw"}>
            <GiftDialogPreview
              {...states[state]}
              // The app's words arrive in the member's language.
              error={state === "failed" && column === "繁體中文" ? "用戶不存在" : states[state].error}
            />
          </InLanguage>
        )
      }
    />
  ),
};
