/** Foundations, shape: the corner radii (including full) and the three shadows. */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import tokens from "../../tailwind.config.ts";

const meta = {
  title: "Foundations/Radii and shadows",
  tags: ["foundations", "radius", "shadow", "elevation", "圆角", "阴影"],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const RADIUS = tokens.theme.extend.borderRadius as Record<string, string>;
const RADII = [
  { className: "rounded-sm", value: RADIUS.sm, use: "Chips, small tags, focus rings of small controls" },
  { className: "rounded-md", value: RADIUS.md, use: "Notes, alerts, swatches" },
  { className: "rounded-lg", value: RADIUS.lg, use: "Inputs, buttons, menus" },
  { className: "rounded-xl", value: RADIUS.xl, use: "Cards" },
  { className: "rounded-2xl", value: RADIUS["2xl"], use: "Dialogs, large cards" },
  {
    className: "rounded-full",
    value: "calc(infinity * 1px)",
    use: "Avatars, badges, pills, switches, icon buttons",
  },
];

export const Radii: Story = {
  name: "Radii",
  render: () => (
    <ul className="flex flex-wrap gap-6">
      {RADII.map(({ className, value, use }) => (
        <li key={className} className="grid w-40 gap-2">
          <span
            data-radius={className}
            className={`grid size-24 place-items-center bg-brand-50 ring-1 ring-brand-200 ${className}`}
          />
          <code className="font-mono text-xs font-medium text-ink-900">{className}</code>
          <span className="font-mono text-xs text-ink-600">{value}</span>
          <span className="text-xs text-ink-700">{use}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("rounded-full")).toBeVisible();
    // rounded-full makes a square a circle; rounded-xl is 1.25 rem (20 px).
    const full = canvasElement.querySelector<HTMLElement>('[data-radius="rounded-full"]');
    // (Tailwind writes it as an infinite radius, which the browser clamps to a huge one.)
    await expect(Number.parseFloat(full ? getComputedStyle(full).borderTopLeftRadius : "0")).toBeGreaterThan(
      1e6,
    );
    const card = canvasElement.querySelector<HTMLElement>('[data-radius="rounded-xl"]');
    await expect(card && getComputedStyle(card).borderTopLeftRadius).toBe("20px");
  },
};

const SHADOW = tokens.theme.extend.boxShadow as Record<string, string>;
const SHADOWS = [
  { className: "shadow-card", value: SHADOW.card, use: "Cards and panels at rest" },
  { className: "shadow-raised", value: SHADOW.raised, use: "Brand and gold calls to action" },
  { className: "shadow-overlay", value: SHADOW.overlay, use: "Dialogs, menus, popovers, toasts" },
];

export const Shadows: Story = {
  name: "Shadows",
  render: () => (
    <ul className="flex flex-wrap gap-10 p-4">
      {SHADOWS.map(({ className, value, use }) => (
        <li key={className} className="grid w-56 gap-2">
          <span data-shadow={className} className={`h-24 rounded-xl bg-surface ${className}`} />
          <code className="font-mono text-xs font-medium text-ink-900">{className}</code>
          <span className="font-mono text-xs break-words text-ink-600">{value}</span>
          <span className="text-xs text-ink-700">{use}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const { className } of SHADOWS) {
      const box = canvasElement.querySelector<HTMLElement>(`[data-shadow="${className}"]`);
      await expect(box && getComputedStyle(box).boxShadow).not.toBe("none");
    }
  },
};
