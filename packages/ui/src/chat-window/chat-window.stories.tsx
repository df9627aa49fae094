import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { ChatWindow, type ChatWindowProps } from "./chat-window.tsx";
import type { ChatWindowMessage } from "./message-bubble.tsx";
import { conversation, ME, message, NOW, peers, sunset, withChatStrings } from "./story-chat.tsx";

const L = peers.linMei.uid;
const translations: Record<string, string> = {
  你好: "Hello",
  週末一起爬山吧: "Let's go hiking this weekend",
};

const meta = {
  title: "Components/Chat/ChatWindow",
  component: ChatWindow,
  args: {
    me: ME,
    peer: peers.linMei,
    messages: conversation,
    now: NOW,
    hasMore: true,
    onSend: fn(),
    onSendImage: fn(),
    onLoadHistory: fn(),
    onRetry: fn(),
    translate: fn(async (text: string) => translations[text] ?? text.toUpperCase()),
  },
  decorators: [withChatStrings],
  render: (args) =>
    args.variant === "floating" ? (
      <ChatWindow {...args} />
    ) : args.compact ? (
      // The phone's conversation on an iPhone SE: 667 px less the bar above it.
      <div className="h-[619px] w-[375px]">
        <ChatWindow {...args} />
      </div>
    ) : (
      <div className="h-[560px] max-w-xl">
        <ChatWindow {...args} />
      </div>
    ),
} satisfies Meta<typeof ChatWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const textbox = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole("textbox", { name: t("chat:composer.label") });

/** The header, both sides of the talk, a day separator per day, pictures that open in full. */
export const Conversation: Story = {
  play: async ({ canvas, args }) => {
    const chat = canvas.getByRole("region", { name: "LinMei" });
    await expect(within(chat).getByRole("heading", { name: "LinMei" })).toBeVisible();
    await expect(within(chat).getByRole("img", { name: t("ui:vip.2") })).toBeVisible();
    await expect(within(chat).getByRole("img", { name: t("ui:online.online") })).toBeVisible();
    const log = canvas.getByRole("log", { name: t("chat:messages.label") });
    await expect(within(log).getByText(t("chat:messages.yesterday"))).toBeVisible();
    await expect(within(log).getByText(t("chat:messages.today"))).toBeInTheDocument();
    const mine = log.querySelectorAll("[data-mine]");
    await expect(mine).toHaveLength(2);
    await expect(within(log).getAllByRole("img", { name: "heart_eyes" })).toHaveLength(2);
    const picture = within(log).getByRole("link", {
      name: t("chat:messages.openImage", { username: "LinMei" }),
    });
    await expect(picture).toHaveAttribute("href", sunset);
    await expect(picture).toHaveAttribute("target", "_blank");
    await userEvent.click(canvas.getByRole("button", { name: t("chat:window.history") }));
    await expect(args.onLoadHistory).toHaveBeenCalledOnce();
  },
};

/**
 * The phone's full-screen conversation (375 x 619, an iPhone SE under the screen's bar): a
 * one-line header and a one-row composer leave room for at least five messages, and send is a
 * 44 px thumb target.
 */
export const CompactOnSmallPhone: Story = {
  name: "Compact, on a small phone",
  args: {
    compact: true,
    messages: [
      message(L, false, 30, "Hi! I saw you also like hiking [smile]"),
      message(L, true, 29, "Hello LinMei! Yes, almost every weekend."),
      message(L, false, 28, "喜歡！上個月去了合歡山"),
      message(L, true, 27, "Where shall we go next?"),
      message(L, false, 26, "The view from the top, just before sunset."),
      message(L, true, 25, "Sounds great, coffee first?"),
    ],
  },
  play: async ({ canvas, args }) => {
    const log = canvas.getByRole("log", { name: t("chat:messages.label") });
    const box = log.getBoundingClientRect();
    const shown = [...log.querySelectorAll("[data-slot='chat-message']")].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    });
    await expect(log.getBoundingClientRect().height).toBeGreaterThan(400);
    await expect(shown.length).toBeGreaterThanOrEqual(5);
    const send = canvas.getByRole("button", { name: t("chat:composer.send") });
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const text = textbox(canvas);
    await expect(text).toHaveAttribute("rows", "1");
    await userEvent.type(text, "Hi{Enter}");
    await expect(args.onSend).toHaveBeenCalledWith("Hi");
  },
};

/** Enter sends and empties the box; Shift+Enter and an Enter that ends an IME composition do not. */
export const EnterSends: Story = {
  name: "Message typed, ready to send",
  play: async ({ canvas, args }) => {
    const box = textbox(canvas);
    await userEvent.type(box, "Hello there{Enter}");
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith("Hello there");
    await expect(box).toHaveValue("");

    await userEvent.type(box, "line one{Shift>}{Enter}{/Shift}line two");
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(box).toHaveValue("line one\nline two");

    await fireEvent.compositionStart(box);
    await userEvent.keyboard("{Enter}");
    await fireEvent.compositionEnd(box);
    await expect(args.onSend).toHaveBeenCalledOnce();

    await userEvent.clear(box);
    await userEvent.type(box, "  你好  ");
    await userEvent.click(canvas.getByRole("button", { name: t("chat:composer.send") }));
    await expect(args.onSend).toHaveBeenLastCalledWith("你好");
    await expect(canvas.getByText("0 / 500")).toBeVisible();
  },
};

/** Blank text is refused in place ("Please write something first") and never sent; typing clears it. */
export const EmptyRefused: Story = {
  name: "Blank message refused",
  play: async ({ canvas, args }) => {
    const box = textbox(canvas);
    await userEvent.type(box, "   {Enter}");
    await expect(canvas.getByRole("alert")).toHaveTextContent(t("chat:composer.empty"));
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("button", { name: t("chat:composer.send") }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(box, "x");
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** A picked emoticon goes in at the caret as `[name]`, and the caret follows it. */
export const EmoticonAtCaret: Story = {
  name: "Emoticon inserted at the caret",
  play: async ({ canvas }) => {
    const box = textbox(canvas);
    await userEvent.type(box, "Hello world{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    const toggle = canvas.getByRole("button", { name: t("chat:composer.emoticon") });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("button", { name: t("chat:emoticons.names.smile") }));
    await expect(box).toHaveValue("Hello [smile]world");
    await expect(canvas.queryByRole("group", { name: t("chat:composer.emoticon") })).toBeNull();
    await expect(box).toHaveFocus();
    await userEvent.keyboard("!");
    await expect(box).toHaveValue("Hello [smile]!world");
  },
};

/** A click anywhere outside, or Escape, closes the emoticon and translate panels. */
export const PanelsClose: Story = {
  name: "Panels closed by a click outside",
  play: async ({ canvas }) => {
    const log = canvas.getByRole("log", { name: t("chat:messages.label") });
    await userEvent.click(canvas.getByRole("button", { name: t("chat:composer.emoticon") }));
    await expect(canvas.getByRole("group", { name: t("chat:composer.emoticon") })).toBeVisible();
    await userEvent.click(log);
    await expect(canvas.queryByRole("group", { name: t("chat:composer.emoticon") })).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: t("chat:composer.emoticon") }));
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("group", { name: t("chat:composer.emoticon") })).toBeNull();
    await expect(textbox(canvas)).toHaveFocus();

    await userEvent.click(canvas.getByRole("button", { name: t("chat:composer.translate") }));
    await expect(canvas.getByRole("group", { name: t("chat:translate.label") })).toBeVisible();
    await userEvent.click(canvas.getByRole("heading", { name: "LinMei" }));
    await expect(canvas.queryByRole("group", { name: t("chat:translate.label") })).toBeNull();
  },
};

/** The translate panel follows the text box; Use puts the translation in its place. */
export const TranslateAndUse: Story = {
  name: "Translation shown, ready to use",
  play: async ({ canvas, args }) => {
    const box = textbox(canvas);
    await userEvent.type(box, "週末一起爬山吧");
    await userEvent.click(canvas.getByRole("button", { name: t("chat:composer.translate") }));
    const panel = canvas.getByRole("group", { name: t("chat:translate.label") });
    await waitFor(() => expect(args.translate).toHaveBeenCalledWith("週末一起爬山吧", "en"));
    await expect(await within(panel).findByText("Let's go hiking this weekend")).toBeVisible();
    // Typing in the box keeps the panel open and translates the new text.
    await userEvent.type(box, "!");
    await waitFor(() => expect(args.translate).toHaveBeenLastCalledWith("週末一起爬山吧!", "en"));
    await userEvent.clear(box);
    await userEvent.type(box, "你好");
    await expect(await within(panel).findByText("Hello")).toBeVisible();
    await userEvent.click(within(panel).getByRole("button", { name: t("chat:translate.use") }));
    await expect(box).toHaveValue("Hello");
    await expect(canvas.queryByRole("group", { name: t("chat:translate.label") })).toBeNull();
  },
};

/** Only images are sent; another file is refused in place. */
export const PictureOnly: Story = {
  name: "Only a picture accepted, another file refused",
  play: async ({ canvasElement, canvas, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await expect(input).toHaveAttribute("accept", "image/*");
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    await fireEvent.change(input, { target: { files: [text] } });
    await expect(canvas.getByRole("alert")).toHaveTextContent(t("chat:composer.imageOnly"));
    await expect(args.onSendImage).not.toHaveBeenCalled();
    const png = new File([new Uint8Array([137, 80, 78, 71])], "photo.png", { type: "image/png" });
    await fireEvent.change(input, { target: { files: [png] } });
    await expect(args.onSendImage).toHaveBeenCalledWith(png);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** While a picture uploads: the bar, and no second picture. */
export const Uploading: Story = {
  args: { uploadProgress: 0.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: t("chat:composer.uploading") })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    await expect(canvas.getByRole("button", { name: t("chat:composer.image") })).toBeDisabled();
  },
};

const sending: ChatWindowMessage[] = [
  ...conversation,
  { ...message(L, true, 1, "Coffee sounds perfect, 10 am at the usual place?"), failed: true },
  { ...message(L, true, 0, "", sunset), pending: true },
];

/** Own messages on their way, and one that failed with a retry. */
export const PendingAndFailed: Story = {
  name: "Messages sending and one not sent",
  args: { messages: sending },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t("chat:messages.sending"))).toBeVisible();
    await expect(canvas.getByText(t("chat:messages.failed"))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: t("chat:messages.retry") }));
    await expect(args.onRetry).toHaveBeenCalledWith(sending.at(-2));
  },
};

const banned = "You have been banned from chat. Contact customer service to appeal.";

/** Banned from chat: the box and every button are off, and the reason shows. */
export const Blocked: Story = {
  args: { blockedReason: banned },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(banned)).toBeVisible();
    await expect(textbox(canvas)).toBeDisabled();
    for (const name of [
      t("chat:composer.translate"),
      t("chat:composer.image"),
      t("chat:composer.emoticon"),
      t("chat:composer.send"),
    ])
      await expect(canvas.getByRole("button", { name })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { messages: [], hasMore: false, peer: peers.noah },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("chat:messages.empty"))).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t("chat:window.history") })).toBeNull();
    await expect(canvas.getByRole("img", { name: t("ui:online.offline") })).toBeVisible();
  },
};

/** Customer service shows by its role in the member's language, never by its account name. */
export const CustomerService: Story = {
  globals: { locale: "zhtw" },
  args: {
    peer: { uid: 2, username: "CustomerService", avatar: "", vip: 0, is_online: 1, service: 1 },
    messages: [message(2, false, 5, "How can we help you today?")],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "客服" })).toBeVisible();
    await expect(canvas.queryByText("CustomerService")).toBeNull();
  },
};

/** A stand-in for the socket: a button that delivers a message from LinMei. */
function Live(args: ChatWindowProps) {
  const [messages, setMessages] = useState(args.messages);
  const older = (list: ChatWindowMessage[]) =>
    [5, 4, 3, 2, 1].map((n) => message(L, n % 2 === 0, 3 * 24 * 60 + n + list.length, `Older message ${n}`));
  return (
    <div className="flex h-[480px] max-w-md flex-col gap-2">
      <button
        type="button"
        className="self-start rounded-md bg-ink-100 px-2 py-1 text-ink-800 text-sm"
        onClick={() => setMessages((list) => [...list, message(L, false, 0, `New message ${list.length}`)])}
      >
        Receive a message
      </button>
      <ChatWindow
        {...args}
        messages={messages}
        onLoadHistory={() => {
          args.onLoadHistory?.();
          setMessages((list) => [...older(list), ...list]);
        }}
      />
    </div>
  );
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** New messages scroll into view only when the reader is within 20 px of the bottom. */
export const Autoscroll: Story = {
  name: "New message scrolled into view",
  render: (args) => <Live {...args} />,
  play: async ({ canvas }) => {
    const log = canvas.getByRole("log", { name: t("chat:messages.label") });
    const receive = canvas.getByRole("button", { name: "Receive a message" });
    const gap = () => log.scrollHeight - log.scrollTop - log.clientHeight;
    const scrollTo = async (top: number) => {
      log.scrollTop = top;
      await fireEvent.scroll(log);
      await frame();
    };
    await waitFor(() => expect(gap()).toBeLessThanOrEqual(1));
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);

    await userEvent.click(receive);
    await waitFor(() => expect(gap()).toBeLessThanOrEqual(1));

    await scrollTo(0);
    await userEvent.click(receive);
    await expect(log.scrollTop).toBe(0);

    await scrollTo(log.scrollHeight - log.clientHeight - 15);
    await userEvent.click(receive);
    await waitFor(() => expect(gap()).toBeLessThanOrEqual(1));
  },
};

/** Older messages put on top keep the one being read in place. */
export const HistoryKeepsPlace: Story = {
  name: "Earlier messages loaded, place kept",
  render: (args) => <Live {...args} />,
  play: async ({ canvas, args }) => {
    const log = canvas.getByRole("log", { name: t("chat:messages.label") });
    log.scrollTop = 0;
    await fireEvent.scroll(log);
    await frame();
    const first = within(log).getByText("Hi! I saw you also like hiking");
    const offset = () => first.getBoundingClientRect().top - log.getBoundingClientRect().top;
    const before = offset();
    await userEvent.click(canvas.getByRole("button", { name: t("chat:window.history") }));
    await expect(args.onLoadHistory).toHaveBeenCalledOnce();
    await expect(within(log).getByText("Older message 1")).toBeInTheDocument();
    await expect(Math.abs(offset() - before)).toBeLessThan(2);
    await expect(log.scrollTop).toBeGreaterThan(0);
  },
};

/** The floating window: 300 px wide; minimise leaves the header; close. */
export const Floating: Story = {
  args: { variant: "floating", onToggleCollapse: fn(), onClose: fn() },
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(false);
    return (
      <ChatWindow
        {...args}
        collapsed={collapsed}
        onToggleCollapse={() => {
          args.onToggleCollapse?.();
          setCollapsed((value) => !value);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const chat = canvas.getByRole("region", { name: "LinMei" });
    await expect(chat.getBoundingClientRect().width).toBe(300);
    await expect(chat.getBoundingClientRect().height).toBe(420);
    const minimise = canvas.getByRole("button", { name: t("chat:window.collapse", { username: "LinMei" }) });
    await expect(minimise).toHaveAttribute("aria-expanded", "true");
    await userEvent.type(textbox(canvas), "draft");
    await userEvent.click(minimise);
    await expect(args.onToggleCollapse).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("log")).toBeNull();
    await expect(chat.getBoundingClientRect().height).toBeLessThan(60);
    await expect(canvas.queryByRole("button", { name: t("chat:window.history") })).toBeNull();
    const expand = canvas.getByRole("button", { name: t("chat:window.expand", { username: "LinMei" }) });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(expand);
    await expect(textbox(canvas)).toHaveValue("draft");
    await userEvent.click(canvas.getByRole("button", { name: t("chat:window.history") }));
    await expect(args.onLoadHistory).toHaveBeenCalledOnce();
    await userEvent.click(
      canvas.getByRole("button", { name: t("chat:window.close", { username: "LinMei" }) }),
    );
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: {
    peer: peers.xiaomei,
    messages: [
      message(peers.xiaomei.uid, false, 30, "嗨～看到你也喜歡貓 [cat_love]"),
      message(peers.xiaomei.uid, true, 25, "對呀！我家有兩隻 [smile]"),
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "王小美" })).toBeVisible();
    await expect(canvas.getByText("今天")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "訊息" }), " {Enter}");
    await expect(canvas.getByRole("alert")).toHaveTextContent("請先輸入內容");
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "查詢紀錄" })).toBeVisible();
  },
};

const noop = () => {};
const handlers = { onSend: noop, onSendImage: noop, onLoadHistory: noop, onRetry: noop, onClose: noop };
const catalogPeers = {
  page: [peers.linMei, peers.noah, peers.xiaomei, peers.yating],
  floating: [peers.ava, peers.zhiming, peers.sofia, peers.minjun],
  "floating collapsed": [
    peers.service,
    { ...peers.linMei, uid: 201, username: "Yuki_Tanaka" },
    { ...peers.xiaomei, uid: 202, username: "張家豪" },
    { ...peers.noah, uid: 203, username: "EmmaL" },
  ],
} as const;
const columns = ["conversation", "sending", "empty", "blocked"] as const;

const risky: ChatWindowMessage = {
  ...message(L, false, 1, "Add me on WhatsApp 0912 345 678, it is easier there"),
  risk: ["contact", "offPlatform"],
};

/** A risky message from the other member carries the safety note; its Report hands that message over. */
export const SafetyNote: Story = {
  name: "Risky message received, with a safety note",
  args: { messages: [...conversation, risky], onReportMessage: fn() },
  play: async ({ canvas, args }) => {
    const log = canvas.getByRole("log", { name: t("chat:messages.label") });
    const note = await within(log).findByRole("note", { name: t("safety:warning.chat") });
    await expect(note).toHaveTextContent(t("safety:warning.kinds.offPlatform"));
    // Only the risky one: the rest of the talk has no note.
    await expect(within(log).getAllByRole("note")).toHaveLength(1);
    await userEvent.click(
      within(note).getByRole("button", { name: t("safety:warning.reportLabel", { username: "LinMei" }) }),
    );
    await expect(args.onReportMessage).toHaveBeenCalledOnce();
    await expect(args.onReportMessage).toHaveBeenCalledWith(risky);
  },
};

/** The member's own risky message gets no note (the sender was asked before it went). */
export const NoNoteOnOwnMessage: Story = {
  name: "Own risky message, no note",
  args: { messages: [...conversation, { ...risky, sender_id: ME, reciver_id: L }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("log", { name: t("chat:messages.label") })).toHaveTextContent(
      "Add me on WhatsApp",
    );
    await expect(canvas.queryByRole("note")).toBeNull();
  },
};

/** A risky first message asks before it goes: Edit keeps the draft and sends nothing, Send anyway sends it. */
export const ConfirmBeforeSend: Story = {
  name: "Risky first message, asked before it goes",
  args: {
    checkBeforeSend: fn((text: string) => (text.includes("line") ? (["offPlatform"] as const) : null)),
  },
  play: async ({ canvas, args }) => {
    const box = textbox(canvas);
    await userEvent.type(box, "add me on line{Enter}");
    await expect(args.checkBeforeSend).toHaveBeenCalledWith("add me on line");
    let prompt = await body().findByRole("alertdialog", { name: t("safety:confirm.chat") });
    await expect(prompt).toHaveTextContent(t("safety:confirm.note", { username: "LinMei" }));
    await userEvent.click(within(prompt).getByRole("button", { name: t("safety:confirm.edit") }));
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue("add me on line");

    await userEvent.click(canvas.getByRole("button", { name: t("chat:composer.send") }));
    prompt = await body().findByRole("alertdialog", { name: t("safety:confirm.chat") });
    await userEvent.click(within(prompt).getByRole("button", { name: t("safety:confirm.send") }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith("add me on line");
    await expect(box).toHaveValue("");
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());

    // An ordinary message goes at once.
    await userEvent.type(box, "see you at 7{Enter}");
    await expect(args.onSend).toHaveBeenLastCalledWith("see you at 7");
    await expect(body().queryByRole("alertdialog")).toBeNull();
  },
};

/** Each variant in each state (every window has its own member: each is a named region). */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["page", "floating", "floating collapsed"] as const}
      columns={columns}
      render={(row, column) => {
        const peer = catalogPeers[row][columns.indexOf(column)] ?? peers.linMei;
        const window = (
          <ChatWindow
            me={ME}
            peer={peer}
            now={NOW}
            {...handlers}
            translate={async (text) => text}
            variant={row === "page" ? "page" : "floating"}
            collapsed={row === "floating collapsed"}
            onToggleCollapse={noop}
            hasMore={column === "conversation"}
            messages={column === "empty" ? [] : column === "sending" ? sending : conversation}
            uploadProgress={column === "sending" ? 0.65 : undefined}
            blockedReason={column === "blocked" ? banned : undefined}
          />
        );
        return row === "page" ? <div className="h-[520px] w-[420px]">{window}</div> : window;
      }}
    />
  ),
};
