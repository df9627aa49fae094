/**
 * The phone's screens (/m, in the phone's viewport), each through the app's own routes with its data from the fixtures
 * (MSW). Each play function finds the fixture's data on the screen, in any of the three languages.
 */
import type { MemberListEntry } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  blogTitle,
  conversation,
  demo,
  handlers as h,
  linMeiDetail,
  mails,
  members,
  trends,
  upgrade,
} from "./fixtures.ts";
import { homePlay, registerPlay, signInPlay } from "./plays.ts";
import { SCREEN_TIMEOUT, screen, tr } from "./screen.tsx";

const meta = {
  title: "Screens/Phone",
  tags: ["screen"],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const member = [...h.session, ...h.chat, ...h.members, ...h.feed];
const [linMei] = members as [MemberListEntry];

export const SignIn: Story = {
  ...screen("/m/login", [], { member: false }),
  play: signInPlay,
};

export const Register: Story = {
  ...screen("/m/Register", [], { member: false }),
  play: registerPlay,
};

export const Home: Story = {
  ...screen("/m/home/index", member),
  play: homePlay,
};

export const MemberProfile: Story = {
  ...screen(`/m/home/my/newsfeed/${linMeiDetail.id}`, member),
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: new RegExp(linMeiDetail.username) }, SCREEN_TIMEOUT);
    // Her newsfeed: the trend she posted.
    await expect((await canvas.findAllByText(trends[0]?.content ?? "", {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  },
};

export const Chat: Story = {
  ...screen(`/m/home/chat/index?uid=${linMeiDetail.id}`, member),
  play: async ({ canvas }) => {
    // The conversation with LinMei, from the chat socket: her last message is on screen.
    const last =
      conversation
        .at(-1)
        ?.content.replace(/\s*\[\w+\]\s*/g, " ")
        .trim() ?? "";
    await expect(
      (await canvas.findAllByText(new RegExp(last.split(" ")[0] ?? ""), {}, SCREEN_TIMEOUT))[0],
    ).toBeVisible();
    await expect(canvas.getAllByText(linMeiDetail.username)[0]).toBeVisible();
  },
};

export const Mail: Story = {
  ...screen("/m/home/email/list", member),
  play: async ({ canvas }) => {
    for (const mail of mails.data)
      await expect((await canvas.findAllByText(mail.sendername, {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  },
};

export const Me: Story = {
  ...screen("/m/home/my/index", member),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(demo.username, {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  },
};

export const Upgrade: Story = {
  ...screen("/m/home/upgrade/index", [...member, ...h.pay]),
  play: async ({ canvas }) => {
    // The silver plan shows first: its longest package, at its price.
    const [longest] = upgrade.vip1.packages.slice(-1);
    await expect(
      (await canvas.findAllByText(new RegExp(String(longest?.amounts)), {}, SCREEN_TIMEOUT))[0],
    ).toBeVisible();
  },
};

export const Blog: Story = {
  ...screen("/m/blog", h.blog, { member: false }),
  play: async ({ canvas, globals }) => {
    await expect((await canvas.findAllByText(blogTitle(0, globals), {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  },
};

export const Settings: Story = {
  ...screen("/m/home/my/Setup/index", member),
  play: async ({ canvas, globals }) => {
    // The settings' menu: no data of its own, its sections as links.
    const menu = await canvas.findByRole(
      "navigation",
      { name: tr(globals, "shell:setup.title") },
      SCREEN_TIMEOUT,
    );
    await expect(within(menu).getAllByRole("link").length).toBeGreaterThan(3);
  },
};

export const Newsfeed: Story = {
  ...screen("/m/home/trend/list", member),
  play: async ({ canvas }) => {
    // LinMei's photo trend (the text trend's emoticons are pictures, between the words).
    await expect((await canvas.findAllByText(trends[0]?.content ?? "", {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  },
};

export const Wallet: Story = {
  ...screen("/m/home/wallet", [...member, ...h.pay]),
  play: async ({ canvas }) => {
    // The ledger's gift to LinMei, and the balance after the newest entry.
    await expect(
      (await canvas.findAllByText(new RegExp(linMei.username), {}, SCREEN_TIMEOUT))[0],
    ).toBeVisible();
  },
};
