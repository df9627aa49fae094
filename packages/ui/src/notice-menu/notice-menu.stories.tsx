import { NOTICE_PREVIEW, UNREAD_BADGE_CAP } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { giftPictures, NOW, storyNotices, withMailNamespace } from "../mail-list/story-mails.tsx";
import { NoticeMenu } from "./notice-menu.tsx";
import { NoticeMenuPreview } from "./notice-panel.tsx";

const unreadNotices = storyNotices.filter((notice) => notice.status === 0);

const meta = {
  title: "Components/Mail/NoticeMenu",
  component: NoticeMenu,
  args: { notices: storyNotices, unread: unreadNotices.length, onOpen: fn(), onViewAll: fn(), now: NOW },
  // Room below the button for the panel, as in the top navigation.
  decorators: [withMailNamespace, (Story) => <div className="flex min-h-[38rem] justify-end">{Story()}</div>],
} satisfies Meta<typeof NoticeMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens the panel and returns it (it renders in a portal). */
/** An accessible name that starts with, or holds, a text in the story's language. */
const startsWith = (text: string) => (name: string) => name.startsWith(text);
const holds = (text: string) => (name: string) => name.includes(text);

async function openPanel(trigger: HTMLElement, heading = t("mail:notices.title")) {
  await userEvent.click(trigger);
  const title = await body().findByRole("heading", { name: heading });
  // The panel fades in.
  await waitFor(() => expect(title).toBeVisible());
  const panel = title.closest<HTMLElement>("[data-slot=nav-panel]");
  if (!panel) throw new Error("no panel");
  return panel;
}

/** At most 5 unread notices, each marked NEW; gifts show their picture and giver, reports their outcome. */
export const PreviewsFive: Story = {
  play: async ({ canvas, args }) => {
    const trigger = await canvas.findByRole("button", { name: t("mail:notices.labelUnread", { count: 7 }) });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const panel = await openPanel(trigger);
    // The popover's machinery arrives on the first click: the button it opened from is the real one.
    const opened = canvas.getByRole("button", { name: t("mail:notices.labelUnread", { count: 7 }) });
    await expect(opened).toHaveAttribute("aria-expanded", "true");

    await expect(within(panel).getAllByRole("listitem")).toHaveLength(NOTICE_PREVIEW);
    await expect(within(panel).getAllByText(t("mail:notices.new"))).toHaveLength(NOTICE_PREVIEW);
    await expect(within(panel).queryByText(/LuckyStar/)).toBeNull();

    const gift = within(panel).getByRole("button", {
      name: holds(t("mail:notices.gift", { name: "LinMei" })),
    });
    await expect(gift.querySelector("img")).toHaveAttribute("src", giftPictures.rose);
    const outcome = within(panel).getAllByRole("button", { name: holds(t("mail:notices.report")) })[0];
    await expect(outcome).toHaveTextContent(t("mail:notices.reportUpheld", { username: "Spam888" }));

    await userEvent.click(gift);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(storyNotices[0]);
    await waitFor(() => expect(body().queryByRole("heading", { name: t("mail:notices.title") })).toBeNull());
    await expect(opened).toHaveFocus();
  },
};

/** A refund is the administrator's notice too: it names the order and what was taken back. */
export const Refund: Story = {
  args: {
    unread: 1,
    notices: [
      {
        id: 90,
        type: "report",
        status: 0,
        content: "Your order 1207 of 20 USD was refunded.",
        create_time: NOW / 1000 - 600,
        refund: { order_id: 1207, amount: 20, order_type: 1 },
      },
    ],
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(
      await canvas.findByRole("button", { name: t("mail:notices.labelUnread", { count: 1 }) }),
    );
    const item = within(panel).getByRole("button", { name: startsWith(t("mail:notices.refund")) });
    await expect(item).toHaveTextContent(t("mail:notices.refundRecharge", { id: 1207, amount: 20 }));
  },
};

export const ViewAll: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openPanel(
      await canvas.findByRole("button", { name: startsWith(t("mail:notices.label")) }),
    );
    await userEvent.click(within(panel).getByRole("button", { name: t("mail:notices.viewAll") }));
    await expect(args.onViewAll).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole("heading", { name: t("mail:notices.title") })).toBeNull());
  },
};

/** Keyboard: Enter opens with focus inside, Tab walks the notices, Escape closes back to the bell. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = await canvas.findByRole("button", { name: startsWith(t("mail:notices.label")) });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const title = await body().findByRole("heading", { name: t("mail:notices.title") });
    const panel = title.closest<HTMLElement>("[data-slot=nav-panel]");
    const items = within(panel ?? document.body).getAllByRole("button");
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.tab();
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(unreadNotices[1]);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    await body().findByRole("heading", { name: t("mail:notices.title") });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("heading", { name: t("mail:notices.title") })).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Over the cap the badge reads 99+; the button still names the real count. */
export const BadgeCap: Story = {
  args: { unread: 120 },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", {
      name: t("mail:notices.labelUnread", { count: 120 }),
    });
    await expect(within(trigger).getByText(`${UNREAD_BADGE_CAP}+`)).toBeVisible();
  },
};

/** Nothing unread: no badge, and the panel says so. */
export const Empty: Story = {
  args: { notices: storyNotices.filter((notice) => notice.status === 1), unread: 0, onViewAll: undefined },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", { name: t("mail:notices.label") });
    await expect(trigger.querySelector("[data-slot=badge]")).toBeNull();
    const panel = await openPanel(trigger);
    await expect(within(panel).getByText(t("mail:notices.empty"))).toBeVisible();
    await expect(within(panel).queryByRole("button")).toBeNull();
    // Nothing to press, so the panel's body takes the focus and reads out the empty state.
    await waitFor(() =>
      expect(within(panel).getByRole("group", { name: t("mail:notices.title") })).toHaveFocus(),
    );
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { unread: 3 },
  play: async ({ canvas }) => {
    const panel = await openPanel(await canvas.findByRole("button", { name: "通知，3 条未读" }), "通知");
    await expect(within(panel).getByRole("button", { name: /LinMei 送了您一份礼物/ })).toBeVisible();
    // A report outcome is worded here, in the member's language, from what the server decided.
    await expect(
      within(panel).getByText("您对 Spam888 的举报已审核：我们已采取处理措施，谢谢您。"),
    ).toBeVisible();
    await expect(within(panel).getAllByText("新")).toHaveLength(NOTICE_PREVIEW);
    await expect(within(panel).getByRole("button", { name: "查看全部通知" })).toBeVisible();
  },
};

const counts = { none: 0, "3 unread": 3, "120 unread": 120 } as const;
const noop = () => {};

/** The button at each count, and the open panel with those notices (shown in place). */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["button", "panel"] as const}
      columns={Object.keys(counts) as (keyof typeof counts)[]}
      render={(row, column) => {
        const notices = column === "none" ? [] : unreadNotices.slice(0, counts[column]);
        return row === "button" ? (
          <NoticeMenu notices={notices} unread={counts[column]} onOpen={noop} now={NOW} />
        ) : (
          <NoticeMenuPreview notices={notices} now={NOW} />
        );
      }}
    />
  ),
};
