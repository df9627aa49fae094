import { Gender, Vip } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { FollowButton } from "../member-card/follow-button.tsx";
import { countryName } from "../member-card/member-facts.tsx";
import { ChatIcon, GiftIcon } from "../member-card/member-icons.tsx";
import { cover, longSignature, photos, signedInDaysAgo } from "../member-card/story-members.ts";
import { Switch } from "../switch/switch.tsx";
import { ProfileHeader, type ProfileHeaderMember, type ProfileHeaderProps } from "./profile-header.tsx";

const sendMessage = fn();
const report = fn();

const linMei: ProfileHeaderMember = {
  username: "LinMei",
  avatar: photos.rose,
  vip: Vip.gold,
  sex: Gender.female,
  age: 28,
  country: "TW",
  signature: longSignature,
  is_online: 1,
  last_login_time: signedInDaysAgo(0),
  likecount: 1234,
};

const lookingFor = ["Friendship", "Long-term relationship"];

const demo: ProfileHeaderMember = {
  username: "demo",
  avatar: photos.sky,
  vip: Vip.silver,
  sex: Gender.male,
  age: 34,
  country: "SG",
  signature: "Here for good conversations.",
  is_online: 1,
  likecount: 1,
};

const bare: ProfileHeaderMember = {
  username: "NoahPark",
  avatar: "",
  vip: Vip.free,
  sex: Gender.male,
  is_online: 0,
};

function VisitorActions({ following = false }: { following?: boolean }) {
  return (
    <>
      <Button size="sm" onClick={sendMessage}>
        <ChatIcon />
        Send message
      </Button>
      <FollowButton following={following} />
      <IconButton label="Send a gift" size="sm" variant="outline">
        <GiftIcon />
      </IconButton>
      <IconButton label="Report" size="sm" variant="outline" onClick={report}>
        <FlagIcon />
      </IconButton>
    </>
  );
}

function FlagIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden
    >
      <path d="M5 21V4m0 0h11l-2 4 2 4H5" strokeLinejoin="round" />
    </svg>
  );
}

import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { headerVariants } from "./profile-header.tsx";

const meta = {
  title: "Components/Members/ProfileHeader",
  component: ProfileHeader,
  args: { member: linMei, actions: <VisitorActions />, interests: lookingFor },
  argTypes: { ...cvaArgTypes(headerVariants), background: { control: "text" } },
  beforeEach: () => {
    sendMessage.mockClear();
    report.mockClear();
  },
  decorators: [(Story) => <div className="max-w-4xl pt-2">{Story()}</div>],
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Another member's detail: their name as the page title, the country by name, what they are
 * looking for, the whole signature, and the app's buttons.
 */
export const OtherMember: Story = {
  args: { background: cover },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "LinMei" })).toBeVisible();
    await expect(canvas.getByText(t("ui:vip.2"))).toBeVisible();
    await expect(canvas.getByRole("img", { name: t("ui:online.online") })).toBeInTheDocument();
    await expect(canvas.getByText(t("ui:member.onlineNow"))).toBeVisible();
    await expect(canvas.getByRole("img", { name: t("ui:member.female") })).toBeInTheDocument();
    await expect(canvas.getByText(t("ui:member.age", { age: 28 }))).toBeVisible();
    await expect(canvas.getByText(countryName("TW", storyLanguage()))).toBeVisible();
    const interests = canvas.getByRole("list", { name: t("ui:member.interests") });
    await expect(
      within(interests)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(lookingFor);
    // All of the signature, not a clamped line.
    const signature = canvas.getByText(longSignature);
    await expect(signature).toBeVisible();
    await expect(signature.scrollHeight).toBeLessThanOrEqual(signature.clientHeight);
    await expect(canvas.getByText(/1,234/).parentElement).toHaveTextContent(
      `1,234 ${t("ui:member.followers", { count: 1234 })}`,
    );
    await expect(canvas.queryByRole("button", { name: t("ui:member.changeAvatar") })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await expect(sendMessage).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Report" }));
    await expect(report).toHaveBeenCalledOnce();
  },
};

/** The own profile: change-avatar and change-background buttons and the online/hidden switch; visitor actions never show. */
export const Owner: Story = {
  args: {
    member: { ...demo, last_login_time: signedInDaysAgo(0) },
    isOwner: true,
    onEditAvatar: fn(),
    onEditBackground: fn(),
    onlineToggle: <Switch label="Visible to others" defaultChecked size="sm" />,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "demo" })).toBeVisible();
    await expect(canvas.getByText(t("ui:vip.1"))).toBeVisible();
    await expect(canvas.getByText(/^1$/).parentElement).toHaveTextContent(
      `1 ${t("ui:member.followers", { count: 1 })}`,
    );
    await userEvent.click(canvas.getByRole("button", { name: t("ui:member.changeAvatar") }));
    await expect(args.onEditAvatar).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: t("ui:member.changeBackground") }));
    await expect(args.onEditBackground).toHaveBeenCalledOnce();
    const toggle = canvas.getByRole("switch", { name: "Visible to others" });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByRole("button", { name: "Send message" })).toBeNull();
    await expect(canvas.getByText(countryName("SG", storyLanguage()))).toBeVisible();
    await expect(canvas.getByRole("list", { name: t("ui:member.interests") })).toBeVisible();
    // One's own presence is the switch's business, not a line about oneself.
    await expect(canvas.queryByText(t("ui:member.onlineNow"))).toBeNull();
    await expect(canvas.queryByText(t("ui:member.activeToday"))).toBeNull();
  },
};

/** The owner without the crop dialog wired: no change-avatar button. */
export const OwnerWithoutEdit: Story = {
  args: { member: demo, isOwner: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Offline, last here three days ago. */
export const ActiveThisWeek: Story = {
  args: { member: { ...linMei, is_online: 0, last_login_time: signedInDaysAgo(3) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: t("ui:online.offline") })).toBeInTheDocument();
    await expect(canvas.getByText(t("ui:member.activeThisWeek"))).toBeVisible();
    await expect(canvas.queryByText(t("ui:member.onlineNow"))).toBeNull();
  },
};

/** An offline free member with nothing filled in and their state hidden: grey dot, no badge, no counts, no "active". */
export const Sparse: Story = {
  args: { member: bare, interests: [], actions: <VisitorActions following /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("img", { name: t("ui:online.offline") })).toBeInTheDocument();
    await expect(canvas.queryByText(t("ui:member.activeToday"))).toBeNull();
    await expect(canvas.queryByText(t("ui:member.activeThisWeek"))).toBeNull();
    await expect(canvas.queryByRole("list", { name: t("ui:member.interests") })).toBeNull();
    await expect(
      canvas.queryByText(new RegExp(`^(${[t("ui:vip.0"), t("ui:vip.1"), t("ui:vip.2")].join("|")})$`)),
    ).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="profile-header-followers"]')).toBeNull();
    await expect(canvas.getByRole("button", { name: t("ui:member.unfollow") })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** The mobile page: centred, edge to edge. */
export const Mobile: Story = {
  args: { variant: "mobile", background: cover },
  decorators: [(Story) => <div className="w-[24rem]">{Story()}</div>],
  play: async ({ canvas }) => {
    const title = canvas.getByRole("heading", { level: 1, name: "LinMei" });
    await expect(getComputedStyle(title.parentElement as HTMLElement).justifyContent).toBe("center");
    await expect(canvas.getByRole("list", { name: t("ui:member.interests") })).toBeVisible();
    await expect(canvas.getByText(longSignature)).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: {
    member: {
      ...linMei,
      username: "王小美",
      country: "HK",
      is_online: 0,
      signature: "喜歡旅行、攝影和貓咪。",
    },
    interests: ["朋友", "長期穩定的關係"],
    background: cover,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "王小美" })).toBeVisible();
    await expect(canvas.getByText("黃金會員")).toBeVisible();
    await expect(within(canvas.getByText(/人喜歡/)).getByText("1,234")).toBeVisible();
    await expect(canvas.getByText("28歲")).toBeVisible();
    await expect(canvas.getByText("香港")).toBeVisible();
    await expect(canvas.getByText("今天上線過")).toBeVisible();
    const interests = canvas.getByRole("list", { name: "想找" });
    await expect(within(interests).getByText("長期穩定的關係")).toBeVisible();
  },
};

const noop = () => {};

/** Visitor, owner and sparse, on the web and on a phone. */
export const CatalogStory: Story = {
  name: "Catalog",
  decorators: [(Story) => <Story />],
  render: () => (
    <Catalog
      rows={["visitor", "owner", "sparse", "active this week"] as const}
      columns={["web", "mobile"] as const}
      render={(row, variant) => {
        const props: ProfileHeaderProps = {
          visitor: { member: linMei, background: cover, interests: lookingFor, actions: <VisitorActions /> },
          owner: {
            member: demo,
            interests: ["Dating"],
            isOwner: true,
            onEditAvatar: noop,
            onlineToggle: <Switch label="Visible to others" defaultChecked size="sm" />,
          },
          sparse: { member: bare, actions: <VisitorActions following /> },
          "active this week": {
            member: { ...linMei, is_online: 0 as const, last_login_time: signedInDaysAgo(3), likecount: 12 },
            interests: ["Friendship", "Dating", "Long-term relationship", "Marriage"],
            actions: <VisitorActions />,
          },
        }[row];
        return (
          <div className={variant === "web" ? "w-[52rem] pt-2" : "w-[24rem] pt-2"}>
            <ProfileHeader {...props} variant={variant} />
          </div>
        );
      }}
    />
  ),
};
