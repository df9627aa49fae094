/** Foundations, icons: every icon of packages/ui with its name and where to import it, searchable. */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ICON_PROPS, ICONS, searchIcons } from "./icons.ts";

const meta = {
  title: "Foundations/Icons",
  tags: ["foundations", "icons", "图标", "圖示"],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function IconGallery() {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const shown = searchIcons(query);
  return (
    <div className="grid max-w-6xl gap-5">
      <p className="max-w-3xl text-sm text-ink-700">
        Line icons on a 24 px grid, 1.8 px strokes in the text colour (
        <code className="font-mono">LineIcon</code> in <code className="font-mono">@site/ui/utils</code> draws
        new ones). They are decorative: the button or label around an icon carries its name. Icons marked
        internal are used inside their component only.
      </p>
      <div className="grid max-w-sm gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-ink-900">
          Search icons
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name, folder or keyword (lock, payments, 会员)"
          className="rounded-lg border border-ink-200 bg-surface px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-500 focus-visible:outline-3 focus-visible:outline-brand-300"
        />
      </div>
      <p role="status" className="text-sm text-ink-600">
        {shown.length === 0 ? "No icon matches" : `${shown.length} of ${ICONS.length} icons`}
      </p>
      <ul aria-label="Icons" className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3">
        {shown.map(({ name, file, Icon, importLine }) => (
          <li key={`${file}:${name}`} className="flex gap-3 rounded-xl bg-surface p-3 shadow-card">
            <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-surface-sunken text-ink-800 [&_svg]:size-6">
              <Icon {...ICON_PROPS[name]} />
            </span>
            <span className="grid min-w-0 content-start gap-0.5">
              <span className="text-sm font-semibold text-ink-900">{name}</span>
              <code className="font-mono text-[11px] break-all text-ink-600">
                {importLine ?? `internal: ${file}`}
              </code>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const Gallery: Story = {
  name: "Icon gallery",
  render: () => <IconGallery />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Icons" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(ICONS.length);
    await expect(canvas.getByRole("status")).toHaveTextContent(`${ICONS.length} of ${ICONS.length} icons`);
    // The search box is the first stop of the keyboard, and it filters as one types.
    await userEvent.tab();
    const search = canvas.getByRole("searchbox", { name: "Search icons" });
    await expect(search).toHaveFocus();
    await userEvent.keyboard("lock");
    // Two lock icons: one the package exports (mail list), one internal to the payments.
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByText('import { LockIcon } from "@site/ui/mail-list";')).toBeVisible();
    await expect(canvas.getByText("internal: payments/payment-icons.tsx")).toBeVisible();
    await userEvent.clear(search);
    await userEvent.keyboard("会员");
    await expect(within(list).getByText("CrownIcon")).toBeVisible();
    await userEvent.clear(search);
    await userEvent.keyboard("nothing like this");
    await expect(canvas.getByRole("status")).toHaveTextContent("No icon matches");
    await expect(within(list).queryAllByRole("listitem")).toHaveLength(0);
    // Clearing the box brings every icon back (and leaves the gallery whole for the reader).
    await userEvent.clear(search);
    await expect(within(list).getAllByRole("listitem")).toHaveLength(ICONS.length);
  },
};
