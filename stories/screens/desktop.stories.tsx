import type { Meta, StoryObj } from "@storybook/react-vite";
import { handlers as h } from "./fixtures.ts";
import { screen } from "./screen.tsx";

const meta = { title: "Screens/Desktop" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { play: () => new Promise<void>((r) => setTimeout(r, 2500)) };
const member = [...h.session, ...h.members, ...h.feed];

export const SignIn: Story = { ...screen("/w/login", [], { member: false }), ...wait };
export const Register: Story = { ...screen("/w/regist", [], { member: false }), ...wait };
export const Home: Story = { ...screen("/w/home/index", member), ...wait };
export const MemberList: Story = { ...screen("/w/home/member/online", member), ...wait };
export const MemberProfile: Story = { ...screen("/w/home/user/detail/101", member), ...wait };
export const Chat: Story = { ...screen("/w/home/chat?uid=101", member), ...wait };
export const Mail: Story = { ...screen("/w/home/message", member), ...wait };
export const Me: Story = { ...screen("/w/home/user/index", member), ...wait };
export const Settings: Story = { ...screen("/w/home/user/general", [...member, ...h.settings]), ...wait };
export const Upgrade: Story = { ...screen("/w/home/upgrade", [...member, ...h.pay]), ...wait };
export const Blog: Story = { ...screen("/w/blog", h.blog, { member: false }), ...wait };
