import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { MemberCard, type MemberCardProps } from "./member-card.tsx";
import { linMei, minjun, noah, xiaomei } from "./story-members.ts";

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

    const follow = within(card).getByRole("button", { name: "Follow" });
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(follow);
    await expect(args.onToggleFollow).toHaveBeenCalledOnce();

    await userEvent.click(within(card).getByRole("button", { name: "Send a gift" }));
    await expect(args.onGift).toHaveBeenCalledOnce();
  },
};

/** Offline: a quieter 'say hello' instead of 'chat now', and no online line. */
export const OfflineRow: Story = {
  args: { member: noah, layout: "row" },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("button", { name: "Chat now" })).toBeNull();
    await expect(canvas.queryByText("Online now")).toBeNull();
    await expect(canvas.getByRole("img", { name: "Offline" })).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: "Male" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Say hello" }));
    await expect(args.onChat).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: "Follow" })).toHaveTextContent("Follow");
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
    await userEvent.click(canvas.getByRole("button", { name: "Follow" }));
    await expect(args.onToggleFollow).toHaveBeenCalledOnce();
    const unfollow = canvas.getByRole("button", { name: "Unfollow" });
    await expect(unfollow).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(unfollow);
    await expect(canvas.getByRole("button", { name: "Follow" })).toHaveAttribute("aria-pressed", "false");
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(2);
  },
};

/** While the follow call runs the toggle spins and takes no second click. */
export const FollowPending: Story = {
  args: { member: xiaomei, followPending: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("button", { name: "Unfollow" });
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
      rows={["online gold", "offline free", "followed silver", "follow pending", "no actions"] as const}
      columns={["grid", "row"] as const}
      render={(state, layout) => {
        const props: MemberCardProps = {
          "online gold": { member: linMei, ...handlers },
          "offline free": { member: noah, ...handlers },
          "followed silver": { member: xiaomei, ...handlers },
          "follow pending": { member: linMei, ...handlers, followPending: true },
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
