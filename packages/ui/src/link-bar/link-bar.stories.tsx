import type { Meta, StoryObj } from "@storybook/react-vite";
import { type MouseEvent, useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { LinkBar, type LinkBarItem, type LinkBarProps } from "./link-bar.tsx";

const items: LinkBarItem[] = [
  { key: "online", label: "Online now", href: "/w/home/online" },
  { key: "latest", label: "Newest members", href: "/w/home/latest" },
  { key: "search", label: "Search", href: "/w/home/search" },
];

const navigate = fn();

const meta = {
  title: "Members/LinkBar",
  component: LinkBar,
  args: { items, activeKey: "online", label: "Members" },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof LinkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plain links by default; the current page is marked for assistive technology. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Members" });
    const links = within(nav).getAllByRole("link");
    await expect(links).toHaveLength(3);
    await expect(within(nav).getByRole("link", { name: "Online now" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const latest = within(nav).getByRole("link", { name: "Newest members" });
    await expect(latest).not.toHaveAttribute("aria-current");
    await expect(latest).toHaveAttribute("href", "/w/home/latest");
  },
};

/** The app passes its router link through `renderLink`; here a stand-in that records the route. */
export const RouterLinks: Story = {
  render: function Render(args: LinkBarProps) {
    const [active, setActive] = useState(args.activeKey);
    return (
      <LinkBar
        {...args}
        activeKey={active}
        renderLink={(item, props) => (
          <a
            {...props}
            href={`#${item.href}`}
            data-router-link=""
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              navigate(item.href);
              setActive(item.key);
            }}
          />
        )}
      />
    );
  },
  play: async ({ canvas }) => {
    const latest = canvas.getByRole("link", { name: "Newest members" });
    await expect(latest).toHaveAttribute("data-router-link");
    await userEvent.click(latest);
    await expect(navigate).toHaveBeenCalledWith("/w/home/latest");
    await expect(latest).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Online now" })).not.toHaveAttribute("aria-current");
  },
};

/** Keyboard: every link is a tab stop, in order. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Online now" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Newest members" })).toHaveFocus();
  },
};

export const Underline: Story = {
  args: { variant: "underline", activeKey: "search" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Search" })).toHaveAttribute("aria-current", "page");
  },
};

/** On a narrow phone the bar scrolls sideways instead of wrapping. */
export const Narrow: Story = {
  args: {
    items: [
      ...items,
      { key: "following", label: "Following", href: "/w/home/following" },
      { key: "fans", label: "Followers", href: "/w/home/fans" },
    ],
  },
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Members" });
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    const list = within(nav).getByRole("list");
    await expect(list.getBoundingClientRect().height).toBeLessThan(60);
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: {
    label: "会员",
    items: [
      { key: "online", label: "在线会员", href: "/m/home/online" },
      { key: "latest", label: "最新会员", href: "/m/home/latest" },
      { key: "search", label: "搜索", href: "/m/home/search" },
    ],
    activeKey: "latest",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "最新会员" })).toHaveAttribute("aria-current", "page");
  },
};

/** Each variant with each link active. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["pill", "underline"] as const}
      columns={["online", "latest", "search"] as const}
      render={(variant, active) => (
        <LinkBar items={items} activeKey={active} variant={variant} label={`${variant} ${active}`} />
      )}
    />
  ),
};
