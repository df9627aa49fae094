/** Foundations, spacing: the 4 px grid of Tailwind's spacing scale and the steps the components use. */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

const meta = {
  title: "Foundations/Spacing",
  tags: ["foundations", "spacing", "layout", "间距", "間距"],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The steps of padding, margin and gap in packages/ui (counted in its source), with their use. */
const STEPS = [
  { step: 0.5, use: "Hairline gaps: a badge's icon and text" },
  { step: 1, use: "Label to its hint; icon to text in small controls" },
  { step: 1.5, use: "Chip padding, tight lists" },
  { step: 2, use: "Icon to text in buttons, rows of small items" },
  { step: 2.5, use: "Input padding, menu items" },
  { step: 3, use: "Between fields' parts, list rows" },
  { step: 4, use: "Between fields, card padding on phones" },
  { step: 5, use: "Card padding" },
  { step: 6, use: "Dialog and card padding on desktop, between cards" },
  { step: 8, use: "Between sections" },
  { step: 10, use: "Page sections" },
  { step: 12, use: "Page top and bottom" },
  { step: 16, use: "Hero spacing" },
];

export const Scale: Story = {
  name: "Spacing scale",
  render: () => (
    <table className="border-separate border-spacing-x-5 border-spacing-y-2 text-sm">
      <caption className="mb-2 text-left text-ink-700">
        One step is 0.25 rem (4 px): <code className="font-mono">p-4</code> pads 16 px,{" "}
        <code className="font-mono">gap-6</code> leaves 24 px.
      </caption>
      <thead>
        <tr className="text-left text-xs text-ink-600">
          <th scope="col">Step</th>
          <th scope="col">Size</th>
          <th scope="col">Bar</th>
          <th scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {STEPS.map(({ step, use }) => (
          <tr key={step}>
            <th scope="row" className="text-left font-mono text-xs font-medium text-ink-700">
              {step}
            </th>
            <td className="font-mono text-xs text-ink-700">
              {step * 0.25}rem · {step * 4}px
            </td>
            <td>
              <span
                data-step={step}
                className="block h-4 rounded-sm bg-brand-400"
                style={{ width: `calc(var(--spacing) * ${step})` }}
              />
            </td>
            <td className="text-ink-700">{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvas.getByRole("row", { name: /^4 / })).getByText("1rem · 16px")).toBeVisible();
    // Each bar is as wide as its step says, on the 4 px grid.
    for (const { step } of STEPS) {
      const bar = canvasElement.querySelector<HTMLElement>(`[data-step="${step}"]`);
      await expect(bar?.getBoundingClientRect().width).toBe(step * 4);
    }
  },
};
