import { chatWindowsShown } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { ChatWindow } from "../chat-window/chat-window.tsx";
import type { ChatPeer } from "../chat-window/index.ts";
import { contacts, conversation, ME, NOW, peers, withChatStrings } from "../chat-window/story-chat.tsx";
import { ConversationList } from "../conversation-list/conversation-list.tsx";
import { type DockWindow, FloatingChatDock, type FloatingChatDockProps } from "./floating-chat-dock.tsx";

const noop = () => {};
const open = (list: ChatPeer[], collapsed: number[] = []): DockWindow[] =>
  list.map((peer) => ({ uid: peer.uid, title: peer.username, collapsed: collapsed.includes(peer.uid) }));
const everyone: ChatPeer[] = Object.values(peers);
const peerOf = (uid: number) => everyone.find((peer) => peer.uid === uid) ?? peers.linMei;

function windowOf(
  uid: number,
  collapsed: boolean,
  onToggle: (uid: number) => void,
  onClose: (uid: number) => void,
) {
  return (
    <ChatWindow
      variant="floating"
      me={ME}
      peer={peerOf(uid)}
      messages={uid === peers.linMei.uid ? conversation : []}
      now={NOW}
      onSend={noop}
      collapsed={collapsed}
      onToggleCollapse={() => onToggle(uid)}
      onClose={() => onClose(uid)}
    />
  );
}

/** The app's side: it keeps the windows and the list state and moves a promoted window to the front. */
function Dock(args: FloatingChatDockProps) {
  const [windows, setWindows] = useState(args.windows);
  const [listOpen, setListOpen] = useState(args.listOpen);
  const toggle = (uid: number) => {
    args.onToggle(uid);
    setWindows((list) => list.map((w) => (w.uid === uid ? { ...w, collapsed: !w.collapsed } : w)));
  };
  const close = (uid: number) => {
    args.onClose(uid);
    setWindows((list) => list.filter((w) => w.uid !== uid));
  };
  return (
    <FloatingChatDock
      {...args}
      windows={windows}
      listOpen={listOpen}
      onToggleList={() => {
        args.onToggleList();
        setListOpen((value) => !value);
      }}
      onToggle={toggle}
      onClose={close}
      onPromote={(uid) => {
        args.onPromote(uid);
        setWindows((list) => [...list.filter((w) => w.uid === uid), ...list.filter((w) => w.uid !== uid)]);
      }}
      renderWindow={(uid, collapsed) => windowOf(uid, collapsed, toggle, close)}
    />
  );
}

const five = open(
  [peers.linMei, peers.xiaomei, peers.noah, peers.minjun, peers.service],
  [peers.service.uid],
);

const meta = {
  title: "Components/Chat/FloatingChatDock",
  component: FloatingChatDock,
  args: {
    windows: five,
    viewportWidth: 1280,
    listOpen: false,
    unread: 7,
    list: <ConversationList contacts={contacts} onSelect={noop} now={NOW} />,
    renderWindow: () => null,
    onClose: fn(),
    onToggle: fn(),
    onPromote: fn(),
    onToggleList: fn(),
  },
  decorators: [withChatStrings],
  parameters: { layout: "fullscreen" },
  render: (args) => <Dock {...args} />,
} satisfies Meta<typeof FloatingChatDock>;
export default meta;
type Story = StoryObj<typeof meta>;

const shownNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("list", { name: t("chat:dock.windows") }))
    .getAllByRole("heading")
    .map((heading) => heading.textContent);

/** The hidden-windows button, whatever its count, by its name in the story's language. */
const hiddenWindows = () =>
  new RegExp(
    t("chat:dock.hidden", { count: 999 })
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("999", "\\d+"),
  );

/** 1280 px: floor((1280 - 300) / 300) = 3 windows; the other two wait in the menu. */
export const HiddenWindows: Story = {
  play: async ({ canvas, args }) => {
    await expect(chatWindowsShown(1280)).toBe(3);
    await expect(shownNames(canvas)).toEqual(["LinMei", "王小美", "NoahPark"]);
    await userEvent.click(canvas.getByRole("button", { name: t("chat:dock.hidden", { count: 2 }) }));
    const menu = await screen.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["MinjunKimSeoul88", "Amora Support", t("chat:dock.closeHidden")]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "MinjunKimSeoul88" }));
    await expect(args.onPromote).toHaveBeenCalledWith(peers.minjun.uid);
    await expect(args.onToggle).not.toHaveBeenCalled();
    await waitFor(() => expect(shownNames(canvas)).toEqual(["MinjunKimSeoul88", "LinMei", "王小美"]));

    // A collapsed window taken from the menu comes back open.
    await userEvent.click(canvas.getByRole("button", { name: t("chat:dock.hidden", { count: 2 }) }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Amora Support" }));
    await expect(args.onPromote).toHaveBeenLastCalledWith(peers.service.uid);
    await expect(args.onToggle).toHaveBeenCalledWith(peers.service.uid);
    await waitFor(() =>
      expect(canvas.getByRole("region", { name: "Amora Support" })).toHaveAttribute("data-state", "open"),
    );
  },
};

/** 700 px: one window; 500 px: still one (never none). */
export const Narrow: Story = {
  args: { viewportWidth: 700 },
  play: async ({ canvas }) => {
    await expect(shownNames(canvas)).toEqual(["LinMei"]);
    await expect(canvas.getByRole("button", { name: t("chat:dock.hidden", { count: 4 }) })).toBeVisible();
    await expect(chatWindowsShown(500)).toBe(1);
  },
};

/** A phone shows two. */
export const Phone: Story = {
  args: { viewportWidth: 390, phone: true },
  play: async ({ canvas }) => {
    await expect(shownNames(canvas)).toEqual(["LinMei", "王小美"]);
    await expect(
      canvas.getByRole("button", { name: t("chat:dock.hidden", { count: 3 }) }),
    ).toBeInTheDocument();
  },
};

/** Without a width it follows the window, 300 ms after a resize settles. */
export const FollowsResize: Story = {
  args: { viewportWidth: undefined },
  play: async ({ canvas }) => {
    const original = Object.getOwnPropertyDescriptor(window, "innerWidth");
    await expect(shownNames(canvas)).toHaveLength(Math.min(5, chatWindowsShown(window.innerWidth)));
    try {
      Object.defineProperty(window, "innerWidth", { configurable: true, value: 1000 });
      window.dispatchEvent(new Event("resize"));
      Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
      window.dispatchEvent(new Event("resize"));
      await waitFor(() => expect(shownNames(canvas)).toHaveLength(3));
    } finally {
      if (original) Object.defineProperty(window, "innerWidth", original);
      else Reflect.deleteProperty(window, "innerWidth");
    }
  },
};

/** The bar opens the 540 px list; the unread count is capped at 99+. */
export const ChatList: Story = {
  args: { unread: 130, windows: [] },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole("button", { name: new RegExp(`^${t("chat:dock.chats")}`) });
    await expect(bar).toHaveAttribute("aria-expanded", "false");
    await expect(within(bar).getByText("99+")).toBeVisible();
    await expect(canvas.queryByRole("searchbox")).toBeNull();
    await userEvent.click(bar);
    await expect(args.onToggleList).toHaveBeenCalledOnce();
    await expect(bar).toHaveAttribute("aria-expanded", "true");
    const search = canvas.getByRole("searchbox", { name: t("chat:list.search") });
    await expect(search).toBeVisible();
    const panel = document.getElementById(bar.getAttribute("aria-controls") ?? "");
    await expect(panel?.getBoundingClientRect().height).toBe(540);
    await expect(canvas.queryByRole("button", { name: hiddenWindows() })).toBeNull();
    await userEvent.click(bar);
    await expect(canvas.queryByRole("searchbox")).toBeNull();
  },
};

/** Minimise, open again and close, from the windows' own buttons. */
export const CollapseAndClose: Story = {
  play: async ({ canvas, args }) => {
    const linMei = canvas.getByRole("region", { name: "LinMei" });
    await userEvent.click(
      within(linMei).getByRole("button", { name: t("chat:window.collapse", { username: "LinMei" }) }),
    );
    await expect(args.onToggle).toHaveBeenCalledWith(peers.linMei.uid);
    await expect(linMei).toHaveAttribute("data-state", "collapsed");
    await userEvent.click(
      within(linMei).getByRole("button", { name: t("chat:window.expand", { username: "LinMei" }) }),
    );
    await expect(linMei).toHaveAttribute("data-state", "open");
    await userEvent.click(
      within(linMei).getByRole("button", { name: t("chat:window.close", { username: "LinMei" }) }),
    );
    await expect(args.onClose).toHaveBeenCalledWith(peers.linMei.uid);
    // The first hidden window moves into view.
    await waitFor(() => expect(shownNames(canvas)).toEqual(["王小美", "NoahPark", "MinjunKimSeoul88"]));
  },
};

/** "Close hidden windows" closes each hidden one. */
export const CloseHidden: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: t("chat:dock.hidden", { count: 2 }) }));
    await userEvent.click(await screen.findByRole("menuitem", { name: t("chat:dock.closeHidden") }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onClose).toHaveBeenCalledWith(peers.minjun.uid);
    await expect(args.onClose).toHaveBeenCalledWith(peers.service.uid);
    await waitFor(() => expect(canvas.queryByRole("button", { name: hiddenWindows() })).toBeNull());
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { listOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^聊天/ })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("button", { name: "隱藏的視窗（2）" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "依使用者名稱搜尋" })).toBeVisible();
  },
};

const cases = {
  "1280 px, list open": {
    width: 1280,
    listOpen: true,
    windows: open([peers.linMei, peers.xiaomei, peers.noah, peers.minjun, peers.service]),
  },
  "1000 px, one collapsed": {
    width: 1000,
    listOpen: false,
    windows: open([peers.yating, peers.ava, peers.zhiming], [peers.yating.uid]),
  },
  "700 px": { width: 700, listOpen: false, windows: open([peers.sofia, peers.minjun]) },
} as const;

/** Three viewports, each in a frame of its width (the frame holds the fixed dock). */
export const CatalogStory: Story = {
  name: "Catalog",
  parameters: { layout: "padded" },
  render: () => (
    <Catalog
      rows={Object.keys(cases) as (keyof typeof cases)[]}
      columns={["dock"] as const}
      render={(name) => {
        const { width, listOpen, windows } = cases[name];
        return (
          <div
            className="relative overflow-hidden rounded-lg bg-surface-sunken [transform:translateZ(0)]"
            style={{ width, height: 680 }}
          >
            <FloatingChatDock
              windows={[...windows]}
              viewportWidth={width}
              listOpen={listOpen}
              onToggleList={noop}
              list={<ConversationList contacts={contacts} onSelect={noop} now={NOW} />}
              unread={name === "700 px" ? 0 : 12}
              renderWindow={(uid, collapsed) => windowOf(uid, collapsed, noop, noop)}
              onClose={noop}
              onToggle={noop}
              onPromote={noop}
            />
          </div>
        );
      }}
    />
  ),
};
