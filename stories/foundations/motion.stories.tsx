/**
 * Foundations, motion: the durations and easings of the components' transitions (as written in
 * packages/ui), and the rule that every movement stops when the system asks for reduced motion.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";

const meta = {
  title: "Foundations/Motion",
  tags: ["foundations", "motion", "animation", "transition", "动画", "動畫"],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Literal classes, so that Tailwind generates them. */
const DURATIONS = [
  { ms: 100, className: "duration-100", use: "Select listbox opening" },
  {
    ms: 150,
    className: "duration-150",
    use: "Menus, popovers, hover card, quick actions; Tailwind's default",
  },
  { ms: 200, className: "duration-200", use: "Dialogs, backdrops, switches, a drawer leaving" },
  { ms: 250, className: "duration-250", use: "A drawer entering" },
  {
    ms: 300,
    className: "duration-300",
    use: "The mutual-like celebration, pull to refresh, photo zoom on hover",
  },
  { ms: 500, className: "duration-500", use: "Progress (profile strength), a member photo's zoom on hover" },
];
const EASINGS = [
  { className: "ease-out", curve: "cubic-bezier(0, 0, 0.2, 1)", use: "Everything that enters or responds" },
  { className: "ease-in", curve: "cubic-bezier(0.4, 0, 1, 1)", use: "A drawer leaving" },
  { className: "ease-in-out", curve: "cubic-bezier(0.4, 0, 0.2, 1)", use: "Movement from place to place" },
];

export const Durations: Story = {
  name: "Durations and easings",
  render: function Render() {
    const [moved, setMoved] = useState(false);
    return (
      <div className="grid max-w-4xl gap-6">
        <p className="text-sm text-ink-700">
          Enter with <code className="font-mono">ease-out</code>, leave a little faster. Every transition has{" "}
          <code className="font-mono">motion-reduce:transition-none</code> (or is a fade): with reduced motion
          chosen in the system, things appear and disappear without moving.
        </p>
        <button
          type="button"
          aria-pressed={moved}
          onClick={() => setMoved((m) => !m)}
          className="w-fit rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
        >
          Play the durations
        </button>
        <table className="border-separate border-spacing-x-4 border-spacing-y-2 text-sm">
          <thead>
            <tr className="text-left text-xs text-ink-600">
              <th scope="col">Class</th>
              <th scope="col">Used for</th>
              <th scope="col">Demo</th>
            </tr>
          </thead>
          <tbody>
            {DURATIONS.map(({ ms, className, use }) => (
              <tr key={ms}>
                <th scope="row" className="text-left font-mono text-xs font-medium text-ink-700">
                  {className}
                </th>
                <td className="text-ink-700">{use}</td>
                <td className="w-64">
                  <span
                    data-ms={ms}
                    className={`block size-5 rounded-full bg-brand-500 transition-transform ease-out motion-reduce:transition-none ${className} ${moved ? "translate-x-56" : ""}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="border-separate border-spacing-x-4 border-spacing-y-2 text-sm">
          <thead>
            <tr className="text-left text-xs text-ink-600">
              <th scope="col">Easing</th>
              <th scope="col">Curve</th>
              <th scope="col">Used for</th>
            </tr>
          </thead>
          <tbody>
            {EASINGS.map(({ className, curve, use }) => (
              <tr key={className}>
                <th scope="row" className="text-left font-mono text-xs font-medium text-ink-700">
                  {className}
                </th>
                <td className="font-mono text-xs text-ink-700">{curve}</td>
                <td className="text-ink-700">{use}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    // Each demo dot moves at the duration its row names.
    for (const { ms } of DURATIONS) {
      const dot = canvasElement.querySelector<HTMLElement>(`[data-ms="${ms}"]`);
      await expect(dot && getComputedStyle(dot).transitionDuration).toBe(`${ms / 1000}s`);
    }
    const play = canvas.getByRole("button", { name: "Play the durations" });
    await userEvent.click(play);
    await expect(play).toHaveAttribute("aria-pressed", "true");
    await expect(
      within(canvas.getByRole("row", { name: /^duration-250 / })).getByText("A drawer entering"),
    ).toBeVisible();
  },
};
