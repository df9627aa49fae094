import type { Meta, StoryObj } from "@storybook/react-vite";
import { handlers as h } from "./fixtures.ts";
import { screen } from "./screen.tsx";

const meta = { title: "Screens/Phone" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { play: () => new Promise<void>((r) => setTimeout(r, 2500)) };
const member = [...h.session, ...h.members, ...h.feed];

export const SignIn: Story = { ...screen("/m/login", [], { member: false }), ...wait };
export const Register: Story = { ...screen("/m/Register", [], { member: false }), ...wait };
export const Home: Story = { ...screen("/m/home/index", member), ...wait };
export const Messages: Story = { ...screen("/m/home/message", member), ...wait };
export const MemberProfile: Story = { ...screen("/m/home/my/newsfeed/101", member), ...wait };
export const Chat: Story = { ...screen("/m/home/chat/index?uid=101", member), ...wait };
export const Mail: Story = { ...screen("/m/home/email/list", member), ...wait };
export const Me: Story = { ...screen("/m/home/my/index", member), ...wait };
export const Settings: Story = { ...screen("/m/home/my/Setup/index", [...member, ...h.settings]), ...wait };
export const Newsfeed: Story = { ...screen("/m/home/trend/list", member), ...wait };
export const Wallet: Story = { ...screen("/m/home/wallet", [...member, ...h.pay]), ...wait };
export const Upgrade: Story = { ...screen("/m/home/upgrade/index", [...member, ...h.pay]), ...wait };
export const Blog: Story = { ...screen("/m/blog", h.blog, { member: false }), ...wait };
