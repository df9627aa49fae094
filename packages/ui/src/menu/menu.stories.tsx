import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Avatar } from "../avatar/avatar.tsx";
import { Menu, type MenuItemSpec } from "./menu.tsx";

const signOut = fn();
const openGeneral = fn();

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden
    >
      <path d={d} />
    </svg>
  );
}

const userMenu: MenuItemSpec[] = [
  {
    key: "profile",
    label: "My profile",
    href: "#profile",
    icon: <Icon d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c1-4 4-6 8-6s7 2 8 6" />,
  },
  { key: "edit", label: "Edit profile", href: "#edit", icon: <Icon d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" /> },
  {
    key: "general",
    label: "General settings",
    onSelect: openGeneral,
    icon: <Icon d="M4 7h16M4 12h16M4 17h16" />,
  },
  { key: "mail", label: "Mail settings", href: "#mail", icon: <Icon d="M3 6h18v12H3zM3 7l9 6 9-6" /> },
  {
    key: "signout",
    label: "Sign out",
    danger: true,
    onSelect: signOut,
    icon: <Icon d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  },
];

const meta = {
  title: "Primitives/Menu",
  component: Menu,
  args: {
    label: "Lin Mei, account menu",
    trigger: (
      <>
        <Avatar name="Lin Mei" size="sm" />
        <span className="font-medium text-sm">Lin Mei</span>
      </>
    ),
    items: userMenu,
  },
  decorators: [(Story) => <div className="flex min-h-80 justify-end">{Story()}</div>],
  beforeEach: () => {
    signOut.mockClear();
    openGeneral.mockClear();
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop user menu: opens on click, Escape closes it and focus goes back to the trigger. */
export const UserMenu: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Lin Mei, account menu" }));
    const menu = await body.findByRole("menu");
    // The menu's machinery arrives on the first click: the button it opened from is the real one.
    const trigger = canvas.getByRole("button", { name: "Lin Mei, account menu" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "My profile",
      "Edit profile",
      "General settings",
      "Mail settings",
      "Sign out",
    ]);
    await expect(items[0]).toHaveAttribute("href", "#profile");
    await expect(within(menu).getByRole("separator")).toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Fully keyboard operable: Enter opens on the first item, arrows move, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("button", { name: "Lin Mei, account menu" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    const item = (name: string) => within(menu).getByRole("menuitem", { name });
    await waitFor(() => expect(item("My profile")).toHaveAttribute("data-focus"));

    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(item("General settings")).toHaveAttribute("data-focus");
    await expect(menu).toHaveAttribute("aria-activedescendant", item("General settings").id);
    await userEvent.keyboard("{ArrowUp}");
    await expect(item("Edit profile")).toHaveAttribute("data-focus");

    await userEvent.keyboard("{End}");
    await expect(item("Sign out")).toHaveAttribute("data-focus");
    await userEvent.keyboard("{Enter}");
    await expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Without a trigger: a "more" button named by ui:menu.more. */
export const More: Story = {
  args: { trigger: undefined, label: undefined, items: userMenu.slice(2) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: t("ui:menu.more") }));
    const menu = await within(document.body).findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "General settings" }));
    await expect(openGeneral).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole("menu")).toBeNull());
  },
};

export const Chinese: Story = {
  globals: { locale: "zhtw" },
  args: {
    trigger: undefined,
    label: undefined,
    items: [
      { key: "profile", label: "我的資料", href: "#profile" },
      { key: "mail", label: "信件設定", href: "#mail" },
      { key: "signout", label: "登出", danger: true, onSelect: signOut },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "更多" }));
    const menu = await within(document.body).findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "登出" })).toBeInTheDocument();
  },
};

/** Trigger kinds by item kinds (the open dropdown is shown by the stories above). */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["custom trigger", "more button"] as const}
      columns={["links", "with danger", "disabled item"] as const}
      render={(row, column) => {
        const items: MenuItemSpec[] =
          column === "links"
            ? userMenu.slice(0, 2)
            : column === "with danger"
              ? userMenu.slice(3)
              : [
                  { key: "general", label: "General settings", disabled: true },
                  { key: "mail", label: "Mail settings", href: "#mail" },
                ];
        return row === "custom trigger" ? (
          <Menu
            label={`Lin Mei, ${column}`}
            trigger={
              <>
                <Avatar name="Lin Mei" size="sm" />
                <span className="font-medium text-sm">Lin Mei</span>
              </>
            }
            items={items}
          />
        ) : (
          <Menu label={`More, ${column}`} items={items} />
        );
      }}
    />
  ),
};
