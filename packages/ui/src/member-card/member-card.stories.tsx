import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { MemberCard, type MemberCardProps } from "./member-card.tsx";
import { linMei, longSignature, minjun, noah, signedInDaysAgo, xiaomei } from "./story-members.ts";

const meta = {
  title: "Members/MemberCard",
  component: MemberCard,
  args: {
    member: linMei,
    onOpen: fn(),
    onChat: fn(),
    onToggleFollow: fn(),
    onGift: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <div className={args.layout === "row" ? "max-w-2xl" : "w-52"}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online: a 'chat now' button; every action calls its handler. */
export const OnlineGrid: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole("article", { name: "LinMei" });
    await expect(within(card).getByRole("img", { name: "Gold member" })).toBeInTheDocument();
    await expect(within(card).getByRole("img", { name: "Female" })).toBeInTheDocument();
    await expect(within(card).getByText("Online now")).toBeVisible();
    await expect(within(card).getByText("Taiwan")).toBeVisible();

    const open = within(card).getByRole("button", { name: "LinMei" });
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledOnce();

    await userEvent.click(within(card).getByRole("button", { name: "Chat now" }));
    await expect(args.onChat).toHaveBeenCalledOnce();

    const follow = within(card).getByRole("button", { name: "Like" });
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(follow);
    await expect(args.onToggleFollow).toHaveBeenCalledOnce();

    await userEvent.click(within(card).getByRole("button", { name: "Send a gift" }));
    await expect(args.onGift).toHaveBeenCalledOnce();
  },
};

/** Offline: a quieter 'say hello' instead of 'chat now', and when they were last here. */
export const OfflineRow: Story = {
  args: { member: noah, layout: "row" },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("button", { name: "Chat now" })).toBeNull();
    await expect(canvas.queryByText("Online now")).toBeNull();
    await expect(canvas.getByText("Active this week")).toBeVisible();
    await expect(canvas.getByText("Singapore")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Offline" })).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: "Male" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Say hello" }));
    await expect(args.onChat).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: "Like" })).toHaveTextContent("Like");
  },
};

/** The country comes as a code on the wire and shows by its name. */
export const CountryByName: Story = {
  args: { member: { ...noah, country: "JP" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Japan")).toBeVisible();
    await expect(canvas.queryByText("JP")).toBeNull();
  },
};

/** Signed in earlier today, offline now. */
export const ActiveToday: Story = {
  args: { member: { ...noah, last_login_time: signedInDaysAgo(0) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Active today")).toBeVisible();
    await expect(canvas.queryByText("Online now")).toBeNull();
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
    await expect(canvas.queryByText("Online now")).toBeNull();
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
  args: { member: { ...noah, signature: "Weekend hiker, weekday engineer" } },
  play: async ({ canvas }) => {
    const signature = canvas.getByText("Weekend hiker, weekday engineer");
    await expect(signature).toBeVisible();
    await expect(signature.scrollHeight).toBeLessThanOrEqual(signature.clientHeight);
  },
};

/** The app flips `is_like` when the call answers; the toggle follows it. */
export const FollowToggles: Story = {
  args: { layout: "row" },
  render: function Render(args: MemberCardProps) {
    const [liked, setLiked] = useState<0 | 1>(0);
    return (
      <MemberCard
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
    await userEvent.click(canvas.getByRole("button", { name: "Like" }));
    await expect(args.onToggleFollow).toHaveBeenCalledOnce();
    const unfollow = canvas.getByRole("button", { name: "Unlike" });
    await expect(unfollow).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(unfollow);
    await expect(canvas.getByRole("button", { name: "Like" })).toHaveAttribute("aria-pressed", "false");
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(2);
  },
};

/** While the follow call runs the toggle spins and takes no second click. */
export const FollowPending: Story = {
  args: { member: xiaomei, followPending: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("button", { name: "Unlike" });
    await expect(toggle).toBeDisabled();
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
    await expect(canvas.getByRole("button", { name: "取消關注" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByText("25歲")).toBeVisible();
    await expect(canvas.getByText("香港")).toBeVisible();
  },
};

export const TraditionalChineseActive: Story = {
  globals: { locale: "zhtw" },
  args: { member: { ...noah, country: "JP" }, layout: "row" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("日本")).toBeVisible();
    await expect(canvas.getByText("本週上線過")).toBeVisible();
  },
};

const noop = () => {};
const handlers = { onOpen: noop, onChat: noop, onToggleFollow: noop, onGift: noop };

/** Each state in both layouts. */
export const CatalogStory: Story = {
  name: "Catalog",
  decorators: [(Story) => <Story />],
  render: () => (
    <Catalog
      rows={
        [
          "online gold",
          "offline free",
          "followed silver",
          "follow pending",
          "long signature",
          "no actions",
        ] as const
      }
      columns={["grid", "row"] as const}
      render={(state, layout) => {
        const props: MemberCardProps = {
          "online gold": { member: linMei, ...handlers },
          "offline free": { member: noah, ...handlers },
          "followed silver": { member: xiaomei, ...handlers },
          "follow pending": { member: linMei, ...handlers, followPending: true },
          "long signature": { member: { ...noah, signature: longSignature }, ...handlers },
          "no actions": { member: minjun },
        }[state];
        return (
          <div className={layout === "grid" ? "w-52" : "w-[36rem]"}>
            <MemberCard {...props} layout={layout} />
          </div>
        );
      }}
    />
  ),
};
