import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { presets } from "../../../../.storybook/cva-arg-types.ts";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { FollowButton } from "../member-card/follow-button.tsx";
import { countryName, type MemberSummary } from "../member-card/member-facts.tsx";
import { GiftIcon } from "../member-card/member-icons.tsx";
import { linMei, minjun, noah, xiaomei } from "../member-card/story-members.ts";
import { HOVER_CARD_DELAY_MS, HoverProfileCard } from "./hover-profile-card.tsx";
import { HOVER_CARD_WIDTH_PX, ProfileCardPanel } from "./profile-card-panel.tsx";

const chat = fn();

function AvatarLink({ member }: { member: MemberSummary }) {
  return (
    <a
      href={`#member-${member.id}`}
      className="rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
    >
      <Avatar src={member.avatar} name={member.username} size="lg" online={member.is_online === 1} />
    </a>
  );
}

function Actions({ member }: { member: MemberSummary }) {
  return (
    <>
      <Button size="sm" onClick={chat} className="flex-1">
        Chat now
      </Button>
      <FollowButton following={member.is_like === 1} />
      <IconButton label="Send a gift" size="sm" variant="outline">
        <GiftIcon />
      </IconButton>
    </>
  );
}

const meta = {
  title: "Components/Members/HoverProfileCard",
  component: HoverProfileCard,
  argTypes: {
    member: presets({ LinMei: linMei, XiaoMei: xiaomei, Noah: noah, Minjun: minjun }, "MemberSummary"),
    trigger: { control: false },
    actions: { control: false },
  },
  args: { member: linMei, trigger: <AvatarLink member={linMei} />, actions: <Actions member={linMei} /> },
  beforeEach: () => chat.mockClear(),
  // Room below the trigger for the card, as on the home page's members box.
  decorators: [(Story) => <div className="min-h-[26rem]">{Story()}</div>],
} satisfies Meta<typeof HoverProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cardNamed = (name: string) =>
  within(document.body).queryByRole("group", { name: t("ui:member.profileOf", { username: name }) });

/** Appears only after 500 ms of hover, 350 px wide; leaving hides it. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("link", { name: /LinMei/ });
    const started = performance.now();
    await userEvent.hover(trigger);
    await sleep(HOVER_CARD_DELAY_MS - 200);
    await expect(cardNamed("LinMei")).toBeNull();

    await waitFor(() => expect(cardNamed("LinMei")).toBeVisible(), { timeout: 1000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(HOVER_CARD_DELAY_MS);
    const card = cardNamed("LinMei");
    if (!card) throw new Error("no card");
    await expect(card.getBoundingClientRect().width).toBe(HOVER_CARD_WIDTH_PX);
    await expect(within(card).getByText(t("ui:vip.2"))).toBeVisible();
    await expect(within(card).getByText(countryName("TW", storyLanguage()))).toBeVisible();
    await expect(within(card).getByText(/Coffee, long walks/)).toBeVisible();
    await expect(within(card).getByText(t("ui:member.onlineNow"))).toBeVisible();

    // The pointer may cross into the card and use its actions.
    await userEvent.hover(card);
    await userEvent.click(within(card).getByRole("button", { name: "Chat now" }));
    await expect(chat).toHaveBeenCalledOnce();

    await userEvent.unhover(card);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(cardNamed("LinMei")).toBeNull());
  },
};

/** A pass over the avatar shorter than the delay shows nothing. */
export const BriefHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("link", { name: /LinMei/ });
    await userEvent.hover(trigger);
    await sleep(HOVER_CARD_DELAY_MS / 2);
    await userEvent.unhover(trigger);
    await sleep(HOVER_CARD_DELAY_MS + 200);
    await expect(cardNamed("LinMei")).toBeNull();
  },
};

/** Keyboard: focusing the trigger opens it after the delay, Tab reaches the actions, Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole("link", { name: /LinMei/ });
    await expect(trigger).toHaveFocus();
    await expect(cardNamed("LinMei")).toBeNull();
    await waitFor(() => expect(cardNamed("LinMei")).toBeVisible(), { timeout: 1000 });

    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Chat now" })).toHaveFocus();
    await expect(cardNamed("LinMei")).toBeVisible();

    // Escape closes it and hands focus back to the trigger, without reopening it there.
    await userEvent.keyboard("{Escape}");
    await expect(cardNamed("LinMei")).toBeNull();
    await expect(trigger).toHaveFocus();
    await sleep(HOVER_CARD_DELAY_MS + 200);
    await expect(cardNamed("LinMei")).toBeNull();

    // Coming back opens it again; leaving by keyboard closes it.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(cardNamed("LinMei")).toBeVisible(), { timeout: 1000 });
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(cardNamed("LinMei")).toBeNull());
  },
};

/** Hiding their state (no last sign-in) reads "Offline"; no actions: nothing in the card is focusable. */
export const OfflineWithoutActions: Story = {
  args: {
    member: { ...noah, last_login_time: null },
    trigger: <AvatarLink member={noah} />,
    actions: undefined,
    delayMs: 100,
  },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("link", { name: /NoahPark/ }));
    const card = await waitFor(() => {
      const found = cardNamed("NoahPark");
      if (!found) throw new Error("not yet");
      return found;
    });
    await waitFor(() => expect(within(card).getByText(t("ui:online.offline"))).toBeVisible());
    await expect(within(card).getByRole("img", { name: t("ui:member.male") })).toBeInTheDocument();
    await expect(within(card).queryByRole("button")).toBeNull();
  },
};

/** Offline but here three days ago: "Active this week" instead of "Offline"; the country by name. */
export const RecentlyActive: Story = {
  args: { member: noah, trigger: <AvatarLink member={noah} />, actions: undefined, delayMs: 0 },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("link", { name: /NoahPark/ }));
    const card = await within(document.body).findByRole("group", {
      name: t("ui:member.profileOf", { username: "NoahPark" }),
    });
    await waitFor(() => expect(within(card).getByText(t("ui:member.activeThisWeek"))).toBeVisible());
    await expect(within(card).queryByText(t("ui:online.offline"))).toBeNull();
    await expect(within(card).getByText(countryName("SG", storyLanguage()))).toBeVisible();
  },
};

/** Near the right edge the card moves in to stay inside the window. */
export const NearTheEdge: Story = {
  decorators: [(Story) => <div className="flex min-h-[26rem] justify-end">{Story()}</div>],
  args: { delayMs: 0 },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("link", { name: /LinMei/ }));
    await waitFor(() => expect(cardNamed("LinMei")).toBeVisible());
    const rect = cardNamed("LinMei")?.getBoundingClientRect();
    await expect(rect && rect.right <= window.innerWidth).toBe(true);
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { member: xiaomei, trigger: <AvatarLink member={xiaomei} />, actions: undefined, delayMs: 0 },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("link", { name: /王小美/ }));
    const card = await within(document.body).findByRole("group", { name: "王小美 的资料" });
    await waitFor(() => expect(within(card).getByText("白银会员")).toBeVisible());
    await expect(within(card).getByText("25岁")).toBeVisible();
    await expect(within(card).getByText("香港")).toBeVisible();
    await expect(within(card).getByText("在线")).toBeVisible();
  },
};

/** The card's content for each kind of member, with and without actions (shown in place). */
export const CatalogStory: Story = {
  name: "Catalog",
  decorators: [(Story) => <Story />],
  render: () => (
    <Catalog
      rows={["gold online", "silver followed", "free offline", "bare"] as const}
      columns={["with actions", "without actions"] as const}
      render={(row, column) => {
        const member = {
          "gold online": linMei,
          "silver followed": xiaomei,
          "free offline": noah,
          bare: minjun,
        }[row];
        return (
          <ProfileCardPanel
            member={member}
            actions={column === "with actions" && <Actions member={member} />}
          />
        );
      }}
    />
  ),
};
