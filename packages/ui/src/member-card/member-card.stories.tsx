import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { presets } from "../../../../.storybook/cva-arg-types.ts";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { MemberCard, type MemberCardProps } from "./member-card.tsx";
import { countryName } from "./member-facts.tsx";
import { MemberRowCard } from "./member-row-card.tsx";
import { linMei, longSignature, minjun, noah, signedInDaysAgo, xiaomei } from "./story-members.ts";

const meta = {
  title: "Components/Members/MemberCard",
  component: MemberCard,
  // A member by name (online gold, silver, offline, no photo) rather than its raw JSON.
  argTypes: {
    member: presets({ LinMei: linMei, XiaoMei: xiaomei, Noah: noah, Minjun: minjun }, "MemberSummary"),
  },
  args: {
    member: linMei,
    onOpen: fn(),
    onChat: fn(),
    onToggleFollow: fn(),
    onGift: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.row ? "max-w-2xl" : "w-52"}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online: the photo fills the card; every quick action calls its handler and is 44 px or more. */
export const OnlineGrid: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole("article", { name: "LinMei" });
    await expect(within(card).getByRole("img", { name: t("ui:vip.2") })).toBeInTheDocument();
    await expect(within(card).getByRole("img", { name: t("ui:member.female") })).toBeInTheDocument();
    await expect(within(card).getByText(t("ui:member.onlineNow"))).toBeVisible();
    await expect(within(card).getByText(countryName("TW", storyLanguage()))).toBeVisible();

    // The photo is the card: it spans the card's whole width.
    const photo = card.querySelector("img");
    await expect(photo).not.toBeNull();
    await expect(Math.round(photo?.getBoundingClientRect().width ?? 0)).toBe(
      Math.round(card.getBoundingClientRect().width),
    );

    const open = within(card).getByRole("button", { name: "LinMei" });
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledOnce();

    await userEvent.click(within(card).getByRole("button", { name: t("ui:member.chatNow") }));
    await expect(args.onChat).toHaveBeenCalledOnce();

    const like = within(card).getByRole("button", { name: t("ui:member.follow") });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(like);
    await expect(args.onToggleFollow).toHaveBeenCalledOnce();

    await userEvent.click(within(card).getByRole("button", { name: t("ui:member.sendGift") }));
    await expect(args.onGift).toHaveBeenCalledOnce();

    for (const name of [t("ui:member.follow"), t("ui:member.chatNow"), t("ui:member.sendGift")]) {
      const box = within(card).getByRole("button", { name }).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * A phone 320 px wide, two cards a row (about 138 px each): every quick action is whole, inside
 * its card and 44 px or more, and says nothing a card could cut ("Cha…"): its name is for
 * screen readers and the tooltip.
 */
export const Phone320: Story = {
  decorators: [
    (Story) => (
      <div className="w-[320px] bg-surface-muted px-4">
        <div className="grid grid-cols-2 gap-3">
          <Story />
          <Story />
        </div>
      </div>
    ),
  ],
  args: { member: { ...linMei, username: "ChristinaLongname", country: "GB" } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article", { name: "ChristinaLongname" })).toHaveLength(2);
    const [card] = canvas.getAllByRole("article", { name: "ChristinaLongname" });
    if (!card) throw new Error("a card expected");
    const inCard = within(card);
    const frame = card.getBoundingClientRect();
    await expect(frame.width).toBeLessThan(145);
    for (const name of [t("ui:member.follow"), t("ui:member.chatNow"), t("ui:member.sendGift")]) {
      const button = inCard.getByRole("button", { name });
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.left).toBeGreaterThanOrEqual(frame.left);
      await expect(box.right).toBeLessThanOrEqual(frame.right);
      await expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
      await expect(button.textContent).toBe("");
    }
    // The long name is cut by an ellipsis, and the name button still reads whole.
    await expect(inCard.getByRole("button", { name: "ChristinaLongname" })).toBeVisible();
  },
};

/** Offline: a quieter 'say hello' instead of 'chat now', and when they were last here. */
export const OfflineRow: Story = {
  parameters: { row: true },
  args: { member: noah },
  render: (args: MemberCardProps) => <MemberRowCard {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("button", { name: t("ui:member.chatNow") })).toBeNull();
    await expect(canvas.queryByText(t("ui:member.onlineNow"))).toBeNull();
    await expect(canvas.getByText(t("ui:member.activeThisWeek"))).toBeVisible();
    await expect(canvas.getByText(countryName("SG", storyLanguage()))).toBeVisible();
    await expect(canvas.getByRole("img", { name: t("ui:online.offline") })).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: t("ui:member.male") })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: t("ui:member.sayHello") }));
    await expect(args.onChat).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: t("ui:member.follow") })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

/** Offline on the grid: the photo card says when they were last here and offers 'say hello'. */
export const OfflineGrid: Story = {
  args: { member: noah },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:member.activeThisWeek"))).toBeVisible();
    await expect(canvas.getByRole("button", { name: t("ui:member.sayHello") })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: t("ui:member.chatNow") })).toBeNull();
  },
};

/** No photo (or one that fails to load): the card shows the initials on the brand's colour. */
export const NoPhoto: Story = {
  args: { member: { ...noah, avatar: "", username: "Ava Chen" } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "Ava Chen" });
    await expect(card.querySelector("img")).toBeNull();
    await expect(within(card).getByText("AC")).toBeVisible();
  },
};

/** The country comes as a code on the wire and shows by its name. */
export const CountryByName: Story = {
  name: "Country shown by its name",
  args: { member: { ...noah, country: "JP" } },
  play: async ({ canvas }) => {
    // Japan, as each language writes it (not through the component's own lookup).
    await expect(
      canvas.getByText({ en: "Japan", zhcn: "日本", zhtw: "日本" }[storyLanguage()]),
    ).toBeVisible();
    await expect(canvas.queryByText("JP")).toBeNull();
  },
};

/** Signed in earlier today, offline now. */
export const ActiveToday: Story = {
  args: { member: { ...noah, last_login_time: signedInDaysAgo(0) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:member.activeToday"))).toBeVisible();
    await expect(canvas.queryByText(t("ui:member.onlineNow"))).toBeNull();
  },
};

/** Last here a month ago, or hiding their state (no last sign-in): nothing is said. */
export const NotRecentlyActive: Story = {
  render: (args: MemberCardProps) => (
    <div className="grid gap-3">
      <MemberCard {...args} member={{ ...noah, last_login_time: signedInDaysAgo(30) }} />
      <MemberCard {...args} member={minjun} />
      <MemberCard {...args} member={{ ...noah, id: 105, username: "AvaChen", last_login_time: 0 }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    await expect(canvas.queryByText(/^Active/)).toBeNull();
    await expect(canvas.queryByText(t("ui:member.onlineNow"))).toBeNull();
  },
};

/** A long signature: two whole lines on the card, then an ellipsis; all of it on hover. */
export const LongSignature: Story = {
  args: { member: { ...linMei, signature: longSignature } },
  play: async ({ canvas }) => {
    const signature = canvas.getByText(longSignature);
    await expect(signature).toBeVisible();
    await expect(signature).toHaveAttribute("title", longSignature);
    const lineHeight = Number.parseFloat(getComputedStyle(signature).lineHeight);
    await expect(Math.round(signature.getBoundingClientRect().height / lineHeight)).toBe(2);
    // Clamped: there is more than the two lines show.
    await expect(signature.scrollHeight).toBeGreaterThan(signature.clientHeight);
  },
};

/** A signature of about 30 characters, the spec's longest, shows whole: no longer cut at 16. */
export const WholeShortSignature: Story = {
  name: "Short signature shown whole",
  args: { member: { ...noah, signature: "Weekend hiker, weekday engineer" } },
  play: async ({ canvas }) => {
    const signature = canvas.getByText("Weekend hiker, weekday engineer");
    await expect(signature).toBeVisible();
    await expect(signature.scrollHeight).toBeLessThanOrEqual(signature.clientHeight);
  },
};

/** The app flips `is_like` when the call answers; the heart follows it, its name stays "Like". */
export const LikeToggles: Story = {
  name: "Liked, heart filled",
  parameters: { row: true },
  render: function Render(args: MemberCardProps) {
    const [liked, setLiked] = useState<0 | 1>(0);
    return (
      <MemberRowCard
        {...args}
        member={{ ...args.member, is_like: liked }}
        onToggleFollow={() => {
          args.onToggleFollow?.();
          setLiked((v) => (v ? 0 : 1));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const like = canvas.getByRole("button", { name: t("ui:member.follow") });
    await userEvent.click(like);
    await expect(args.onToggleFollow).toHaveBeenCalledOnce();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(like);
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(2);
  },
};

/** While the like call runs the heart spins and takes no second click. */
export const LikePending: Story = {
  name: "Like pending, heart busy",
  args: { member: xiaomei, followPending: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("button", { name: t("ui:member.follow") });
    await expect(toggle).toHaveAttribute("aria-disabled", "true");
    await expect(toggle).toHaveAttribute("aria-busy", "true");
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onToggleFollow).not.toHaveBeenCalled();
  },
};

/** Without handlers the card only shows: no buttons at all. */
export const ReadOnly: Story = {
  args: {
    member: minjun,
    onOpen: undefined,
    onChat: undefined,
    onToggleFollow: undefined,
    onGift: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article", { name: "MinjunKimSeoul88" })).toBeVisible();
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { member: xiaomei },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "立即聊天" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "喜歡" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "送禮物" })).toBeVisible();
    await expect(canvas.getByText("25歲")).toBeVisible();
    await expect(canvas.getByText("香港")).toBeVisible();
  },
};

export const TraditionalChineseActive: Story = {
  globals: { locale: "zhtw" },
  parameters: { row: true },
  args: { member: { ...noah, country: "JP" } },
  render: (args: MemberCardProps) => <MemberRowCard {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("日本")).toBeVisible();
    await expect(canvas.getByText("本週上線過")).toBeVisible();
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { member: { ...noah, country: "CN" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "喜欢" })).toHaveAttribute("aria-pressed", "false");
    await expect(canvas.getByRole("button", { name: "送礼物" })).toBeVisible();
    await expect(canvas.getByText("中国")).toBeVisible();
  },
};

const noop = () => {};
const handlers = { onOpen: noop, onChat: noop, onToggleFollow: noop, onGift: noop };

/** Each state in both layouts, in the three languages, and the grid card at a 320 px phone's width. */
export const CatalogStory: Story = {
  name: "Catalog",
  decorators: [(Story) => <Story />],
  render: () => (
    <Catalog
      rows={
        [
          "online gold",
          "offline free",
          "liked silver",
          "like pending",
          "no photo",
          "zhtw",
          "zhcn",
          "long signature",
          "no actions",
        ] as const
      }
      columns={["grid", "phone 320", "row"] as const}
      render={(state, layout) => {
        const props: MemberCardProps = {
          "online gold": { member: linMei, ...handlers },
          "offline free": { member: noah, ...handlers },
          "liked silver": { member: xiaomei, ...handlers },
          "like pending": { member: linMei, ...handlers, followPending: true },
          "no photo": { member: { ...noah, avatar: "" }, ...handlers },
          zhtw: { member: xiaomei, ...handlers },
          zhcn: { member: { ...noah, country: "CN" }, ...handlers },
          "long signature": { member: { ...noah, signature: longSignature }, ...handlers },
          "no actions": { member: minjun },
        }[state];
        const card = (
          <div className={layout === "grid" ? "w-52" : layout === "phone 320" ? "w-[138px]" : "w-[36rem]"}>
            {layout === "row" ? <MemberRowCard {...props} /> : <MemberCard {...props} />}
          </div>
        );
        return state === "zhtw" || state === "zhcn" ? <InLanguage lang={state}>{card}</InLanguage> : card;
      }}
    />
  ),
};
