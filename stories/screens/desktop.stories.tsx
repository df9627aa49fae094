/**
 * The desktop's screens (/w), each through the app's own routes with its data from the fixtures
 * (MSW). Each play function finds the fixture's data on the screen, in any of the three languages.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import {
  blogTitle,
  conversation,
  demo,
  handlers as h,
  linMeiDetail,
  mails,
  members,
  upgrade,
} from "./fixtures.ts";
import { homePlay, registerPlay, signInPlay } from "./plays.ts";
import { SCREEN_TIMEOUT, screen, tr } from "./screen.tsx";

const meta = {
  title: "Screens/Desktop",
  tags: ["screen"],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const member = [...h.session, ...h.chat, ...h.members, ...h.feed];

export const SignIn: Story = {
  ...screen("/w/login", [], { member: false }),
  play: signInPlay,
};

export const Register: Story = {
  ...screen("/w/regist", [], { member: false }),
  play: registerPlay,
};

export const Home: Story = {
  ...screen("/w/home/index", member),
  play: homePlay,
};

export const MemberList: Story = {
  ...screen("/w/home/member/online", member),
  play: async ({ canvas }) => {
    for (const { username } of members)
      await expect((await canvas.findAllByText(username, {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  },
};

export const MemberProfile: Story = {
  ...screen(`/w/home/user/detail/${linMeiDetail.id}`, member),
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: new RegExp(linMeiDetail.username) }, SCREEN_TIMEOUT);
    await expect(canvas.getByText(linMeiDetail.about ?? "")).toBeVisible();
  },
};

export const Chat: Story = {
  ...screen(`/w/home/chat?uid=${linMeiDetail.id}`, member),
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
  ...screen("/w/home/message", member),
  play: async ({ canvas }) => {
    for (const mail of mails.data)
      await expect((await canvas.findAllByText(mail.sendername, {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  },
};

export const Me: Story = {
  ...screen("/w/home/user/index", member),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(demo.username, {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  },
};

export const Settings: Story = {
  ...screen("/w/home/user/general", [...member, ...h.settings]),
  play: async ({ canvas, globals }) => {
    // The demo member's general setting (form1) is on in the fixture.
    const form1 = await canvas.findByRole(
      "checkbox",
      { name: tr(globals, "settings:general.form1") },
      SCREEN_TIMEOUT,
    );
    await expect(form1).toBeChecked();
  },
};

export const Upgrade: Story = {
  ...screen("/w/home/upgrade", [...member, ...h.pay]),
  play: async ({ canvas }) => {
    const [longest] = upgrade.vip2.packages.slice(-1);
    await expect(
      (await canvas.findAllByText(new RegExp(String(longest?.amounts)), {}, SCREEN_TIMEOUT))[0],
    ).toBeVisible();
  },
};

export const Blog: Story = {
  ...screen("/w/blog", h.blog, { member: false }),
  play: async ({ canvas, globals }) => {
    await expect((await canvas.findAllByText(blogTitle(0, globals), {}, SCREEN_TIMEOUT))[0]).toBeVisible();
  },
};
