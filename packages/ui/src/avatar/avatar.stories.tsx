import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Avatar } from "./avatar.tsx";

/** A drawn portrait as a data URL: stories never reach the network. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffc8d2"/><stop offset="1" stop-color="#f56d89"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="40" r="17" fill="#fff1f3"/><path d="M16 96c3-20 16-30 32-30s29 10 32 30z" fill="#fff1f3"/><path d="M30 38c0-14 8-22 18-22s18 8 18 22c-4-7-10-10-18-10s-14 3-18 10z" fill="#7a1d3e"/></svg>`,
)}`;

import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { avatarVariants } from "./avatar.tsx";

const meta = {
  title: "Primitives/Avatar",
  component: Avatar,
  argTypes: cvaArgTypes(avatarVariants),
  args: { name: "Lin Mei", src: photo },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: { size: "lg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Lin Mei" })).toHaveAttribute("src", photo);
  },
};

export const Initials: Story = {
  args: { src: undefined, size: "lg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Lin Mei" })).toHaveTextContent("LM");
  },
};

export const ChineseName: Story = {
  args: { src: null, name: "王小美", size: "lg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "王小美" })).toHaveTextContent("王");
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: "data:image/png;base64,broken", size: "lg" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("img", { name: "Lin Mei" })).toHaveTextContent("LM"));
  },
};

export const GoldRingOnline: Story = {
  args: { size: "xl", ring: "gold", online: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Lin Mei" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: t("ui:online.online") })).toBeVisible();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["xs", "sm", "md", "lg", "xl"] as const}
      columns={["image", "initials", "no name", "silver ring", "gold ring", "online", "offline"] as const}
      render={(size, column) => {
        switch (column) {
          case "image":
            return <Avatar size={size} src={photo} name="Lin Mei" />;
          case "initials":
            return <Avatar size={size} name={size === "md" ? "陳雅婷" : "Ava Chen"} />;
          case "no name":
            return <Avatar size={size} alt="Member" />;
          case "silver ring":
            return <Avatar size={size} src={photo} name="Lin Mei" ring="silver" />;
          case "gold ring":
            return <Avatar size={size} name="Noah Park" ring="gold" />;
          default:
            return <Avatar size={size} src={photo} name="Lin Mei" online={column === "online"} />;
        }
      }}
    />
  ),
};
