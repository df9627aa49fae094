import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { expectRetry } from "../error-state/story-play.ts";
import { MailList, type MailListProps } from "./mail-list.tsx";
import { mailFromLinMei, mailLocked, NOW, storyMails, withMailNamespace } from "./story-mails.tsx";

const meta = {
  title: "Components/Mail/MailList",
  component: MailList,
  args: { mails: storyMails, onOpen: fn(), now: NOW, className: "max-w-2xl" },
  decorators: [withMailNamespace],
} satisfies Meta<typeof MailList>;
export default meta;
type Story = StoryObj<typeof meta>;

const fontWeight = (element: Element | null) => Number(element ? getComputedStyle(element).fontWeight : 0);
const sender = (row: HTMLElement) => row.querySelector("[data-slot=mail-row-sender]");

/** Unread rows read bold behind a closed envelope named 'Unread'; a click opens the mail. */
export const UnreadAndRead: Story = {
  play: async ({ canvas, args }) => {
    const unread = await canvas.findByRole("button", { name: /LinMei/ });
    await expect(within(unread).getByRole("img", { name: t("mail:unread") })).toBeInTheDocument();
    await expect(fontWeight(sender(unread))).toBeGreaterThanOrEqual(700);
    await expect(unread).toHaveTextContent(t("ui:time.minutes", { count: 5 }));

    const read = canvas.getByRole("button", { name: /NoahPark/ });
    await expect(within(read).getByRole("img", { name: t("mail:read") })).toBeInTheDocument();
    await expect(fontWeight(sender(read))).toBeLessThan(600);
    await expect(within(canvas.getByRole("list")).getAllByRole("button")).toHaveLength(storyMails.length);

    await userEvent.click(unread);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(mailFromLinMei);
  },
};

/** The sent box: each row says to whom, carries no read state, and an empty box says so. */
export const SentBox: Story = {
  args: {
    box: "sent",
    mails: [{ ...mailFromLinMei, type: 0, sent: true, msg: "See you at the café at 7?" }],
  },
  play: async ({ canvas, args }) => {
    const row = await canvas.findByRole("button", {
      name: (name: string) => name.includes(t("mail:sentTo", { name: "LinMei" })),
    });
    await expect(within(row).queryByRole("img", { name: t("mail:unread") })).toBeNull();
    await expect(fontWeight(sender(row))).toBeLessThan(600);
    await userEvent.click(row);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const SentBoxEmpty: Story = {
  args: { box: "sent", mails: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t("mail:list.sentEmpty"))).toBeVisible();
    await expect(canvas.getByText(t("mail:list.sentEmptyHint"))).toBeVisible();
  },
};

/** A free member's copy shows a lock and 'Upgrade to read' instead of the text; it still opens. */
export const LockedMail: Story = {
  play: async ({ canvas, args }) => {
    const row = await canvas.findByRole("button", { name: /陈雅婷/ });
    await expect(row).toHaveTextContent(t("mail:locked"));
    await expect(row).not.toHaveTextContent(mailLocked.msg);
    await userEvent.click(row);
    await expect(args.onOpen).toHaveBeenCalledWith(mailLocked);
  },
};

/** Without `onSearch` the box filters locally, by sender name or by text (never a locked text). */
export const SearchFilters: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("searchbox", { name: t("mail:list.search") });
    const rows = () => within(canvas.getByRole("list")).getAllByRole("button");

    await userEvent.type(box, "小美");
    await waitFor(() => expect(rows()).toHaveLength(1));
    await expect(rows()[0]).toHaveAccessibleName(/王小美/);

    await userEvent.clear(box);
    await userEvent.type(box, "KYOTO");
    await waitFor(() => expect(rows()).toHaveLength(1));
    await expect(rows()[0]).toHaveAccessibleName(/Sophie Laurent/);

    await userEvent.clear(box);
    await userEvent.type(box, "会员");
    await expect(await canvas.findByText(t("mail:list.noMatch", { query: "会员" }))).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();

    await userEvent.clear(box);
    await waitFor(() => expect(rows()).toHaveLength(storyMails.length));
  },
};

/** With `onSearch` the app owns the text: every keystroke reaches it, and the rows follow. */
export const ControlledSearch: Story = {
  args: { onSearch: fn() },
  render: function Render(args: MailListProps) {
    const [search, setSearch] = useState("");
    return (
      <MailList
        {...args}
        search={search}
        onSearch={(query) => {
          args.onSearch?.(query);
          setSearch(query);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const box = await canvas.findByRole("searchbox", { name: t("mail:list.search") });
    await userEvent.type(box, "noah");
    await expect(args.onSearch).toHaveBeenLastCalledWith("noah");
    await expect(box).toHaveValue("noah");
    const rows = within(canvas.getByRole("list")).getAllByRole("button");
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveAccessibleName(/NoahPark/);
  },
};

export const Empty: Story = {
  args: { mails: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t("mail:list.empty"))).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** The first page: a spinner in place of the rows. */
export const Loading: Story = {
  args: { mails: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("status", { name: t("mail:list.loading") })).toBeInTheDocument();
    await expect(canvas.queryByText(t("mail:list.empty"))).toBeNull();
    // Letters load as skeleton rows shaped like letters, as every list does; no spinner.
    await expect(canvasElement.querySelectorAll("[data-slot=mail-skeleton]").length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector("[data-slot=spinner]")).toBeNull();
  },
};

/** The letters could not load: Try again in place of the list, the failure announced. */
export const LoadError: Story = {
  args: { mails: [], error: new Error("offline"), onRetry: fn() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(canvas.queryByRole("list")).toBeNull();
    await expectRetry(canvasElement, globals, args.onRetry);
  },
};

/** More pages: a button asks for the next one, and spins while it loads. */
export const LoadMore: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  render: function Render(args: MailListProps) {
    const [loading, setLoading] = useState(false);
    return (
      <MailList
        {...args}
        loading={loading}
        onLoadMore={() => {
          args.onLoadMore?.();
          setLoading(true);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const more = await canvas.findByRole("button", { name: t("mail:list.loadMore") });
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(more).toHaveAttribute("aria-busy", "true");
    await expect(more).toBeDisabled();
    await expect(within(canvas.getByRole("list")).getAllByRole("button")).toHaveLength(storyMails.length);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("searchbox", { name: "搜尋郵件" })).toBeVisible();
    const row = canvas.getByRole("button", { name: /LinMei/ });
    await expect(within(row).getByRole("img", { name: "未讀" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /陈雅婷/ })).toHaveTextContent("升級後即可閱讀");
  },
};

const noop = () => {};

/** Each state, at the web's width and a phone's. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={
        [
          "mixed",
          "searching",
          "loading more",
          "first load",
          "empty",
          "no match",
          "failed",
          "next page failed",
        ] as const
      }
      columns={["wide", "narrow"] as const}
      render={(state, width) => {
        const props: MailListProps = {
          mixed: { mails: storyMails, onOpen: noop },
          searching: { mails: storyMails, onOpen: noop, search: "小美" },
          "loading more": { mails: storyMails.slice(0, 3), onOpen: noop, hasMore: true, loading: true },
          "first load": { mails: [], onOpen: noop, loading: true },
          empty: { mails: [], onOpen: noop },
          "no match": { mails: storyMails, onOpen: noop, search: "Kaohsiung" },
          failed: { mails: [], onOpen: noop, error: true, onRetry: noop },
          "next page failed": {
            mails: storyMails.slice(0, 3),
            onOpen: noop,
            hasMore: true,
            error: true,
            onRetry: noop,
          },
        }[state];
        return <MailList {...props} now={NOW} className={width === "wide" ? "w-[36rem]" : "w-80"} />;
      }}
    />
  ),
};
