import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { ChatLocale, contact, contacts, NOW, peers, withChatStrings } from "../chat-window/story-chat.tsx";
import { expectRetry } from "../error-state/story-play.ts";
import { ConversationList } from "./conversation-list.tsx";

const meta = {
  title: "Components/Chat/ConversationList",
  component: ConversationList,
  args: { contacts, now: NOW, selected: peers.linMei.uid, onSelect: fn(), onDelete: fn() },
  decorators: [withChatStrings],
  render: (args) => (
    <div className="h-[560px] w-80 overflow-hidden rounded-2xl shadow-card">
      <ConversationList {...args} />
    </div>
  ),
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("list", { name: t("chat:list.label") })).getAllByRole("listitem");
const names = (canvas: ReturnType<typeof within>) =>
  rows(canvas).map((row) => row.querySelector("[aria-current], button")?.textContent ?? "");

/** Customer service pinned, then unread (newest first), then the rest by their last message. */
export const Order: Story = {
  play: async ({ canvas }) => {
    const order = names(canvas);
    await expect(order).toHaveLength(5);
    const expected = [t("chat:list.service"), "LinMei", "王小美", "NoahPark", "MinjunKimSeoul88"];
    for (const [index, name] of expected.entries()) await expect(order[index]).toContain(name);
    const [service, linMei, xiaomei] = rows(canvas);
    if (!service || !linMei || !xiaomei) throw new Error("rows missing");
    await expect(within(service).queryByText("Amora Support")).toBeNull();
    await expect(within(linMei).getByText(t("ui:badge.unread", { count: 2 }))).toBeInTheDocument();
    await expect(within(linMei).getByRole("img", { name: "blush" })).toBeVisible();
    await expect(within(linMei).getByText(t("ui:time.hours", { count: 2 }))).toBeVisible();
    // 120 unread shows as 99+ and is announced in full.
    await expect(within(xiaomei).getByText("99+")).toBeVisible();
    await expect(within(xiaomei).getByText(t("ui:badge.unread", { count: 120 }))).toBeInTheDocument();
    await expect(within(xiaomei).getByText(t("chat:list.image"))).toBeVisible();
  },
};

/** A conversation opened a moment ago has no message yet: no time (the wire's 0), no preview. */
export const NewConversation: Story = {
  args: {
    contacts: [
      ...contacts,
      {
        ...contact({ ...peers.noah, uid: 4242, username: "JustMatched" }, { minutesAgo: 0 }),
        create_time: 0,
      },
    ],
  },
  play: async ({ canvas }) => {
    const row = rows(canvas).find((r) => r.textContent?.includes("JustMatched"));
    if (!row) throw new Error("the new conversation is not listed");
    await expect(row.querySelector("time")).toBeNull();
    await expect(row.textContent).not.toMatch(/1970|Jan/);
    // The others keep their times.
    await expect(rows(canvas).filter((r) => r.querySelector("time"))).toHaveLength(5);
  },
};

/** The search keeps the usernames that contain it, whatever the case. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole("searchbox", { name: t("chat:list.search") });
    await userEvent.type(search, "MEI");
    await expect(names(canvas)).toEqual([expect.stringContaining("LinMei")]);
    await userEvent.clear(search);
    await userEvent.type(search, "小美");
    await expect(names(canvas)).toEqual([expect.stringContaining("王小美")]);
    await userEvent.clear(search);
    await userEvent.type(search, "zzz");
    await expect(canvas.getByText(t("chat:list.noMatch", { query: "zzz" }))).toBeVisible();
    await userEvent.clear(search);
    await expect(rows(canvas)).toHaveLength(5);
  },
};

/** Rows are buttons: a click or Enter opens the conversation; the open one is aria-current. */
export const Select: Story = {
  play: async ({ canvas, args }) => {
    const current = canvas.getByRole("button", { current: true });
    await expect(current).toHaveTextContent("LinMei");
    await userEvent.tab();
    await expect(canvas.getByRole("searchbox")).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole("button", { name: new RegExp(`^${t("chat:list.service")}`) }),
    ).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(peers.service.uid);
    await userEvent.click(canvas.getByRole("button", { name: /^NoahPark/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(peers.noah.uid);
  },
};

export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: t("chat:list.delete", { username: "NoahPark" }) }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(peers.noah.uid);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const WithoutDelete: Story = {
  args: { onDelete: undefined },
  play: async ({ canvas }) => {
    for (const username of ["LinMei", "王小美", "NoahPark", "MinjunKimSeoul88"])
      await expect(canvas.queryByRole("button", { name: t("chat:list.delete", { username }) })).toBeNull();
  },
};

export const Empty: Story = {
  args: { contacts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("chat:list.empty"))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status", { name: t("chat:list.loading") })).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
    // Rows load as skeleton rows shaped like conversations, as every list does; no spinner.
    await expect(canvasElement.querySelectorAll("[data-slot=conversation-skeleton]").length).toBeGreaterThan(
      0,
    );
    await expect(canvasElement.querySelector("[data-slot=spinner]")).toBeNull();
  },
};

/** The conversations could not load: Try again in the column, the failure announced. */
export const LoadError: Story = {
  args: { error: new Error("offline"), onRetry: fn() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(canvas.queryByRole("list")).toBeNull();
    await expectRetry(canvasElement, globals, args.onRetry);
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "按用户名搜索" })).toBeVisible();
    await expect(canvas.getByText("客服")).toBeVisible();
    await expect(canvas.getByText("[图片]")).toBeVisible();
  },
};

/** Filled, empty and loading, in English and traditional Chinese. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["filled", "no delete, nothing selected", "empty", "loading", "failed"] as const}
      columns={["en", "zhtw"] as const}
      render={(row, lang) => (
        <ChatLocale lang={lang}>
          <div className="h-[440px] w-80 overflow-hidden rounded-2xl shadow-card">
            <ConversationList
              contacts={row === "empty" ? [] : contacts}
              loading={row === "loading"}
              error={row === "failed"}
              onRetry={() => {}}
              selected={row === "filled" ? peers.linMei.uid : undefined}
              onSelect={() => {}}
              onDelete={row === "filled" ? () => {} : undefined}
              now={NOW}
            />
          </div>
        </ChatLocale>
      )}
    />
  ),
};
