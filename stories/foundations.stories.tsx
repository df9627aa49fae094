/** Foundations: the colour tokens, the type scale, radii and shadows of tailwind.config.ts. */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import tokens from "../tailwind.config.ts";

const meta = { title: "Foundations/Tokens" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const colors = tokens.theme.extend.colors as Record<string, string | Record<string, string>>;

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <div className="w-28">
      <div className="h-14 rounded-md border border-ink-100 shadow-card" style={{ background: value }} />
      <p className="mt-1.5 text-xs font-medium text-ink-800">{name}</p>
      <p className="font-mono text-xs text-ink-600">{value}</p>
    </div>
  );
}

export const Colours: Story = {
  render: () => (
    <div className="grid gap-8">
      {Object.entries(colors).map(([group, value]) => (
        <section key={group} aria-labelledby={`c-${group}`}>
          <h2 id={`c-${group}`} className="mb-3 text-lg font-semibold text-ink-900">
            {group}
          </h2>
          <div className="flex flex-wrap gap-4">
            {typeof value === "string" ? (
              <Swatch name={group} value={value} />
            ) : (
              Object.entries(value).map(([shade, hex]) => (
                <Swatch key={shade} name={`${group}-${shade}`} value={hex} />
              ))
            )}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "brand" })).toBeVisible();
    await expect(canvas.getByText("gold")).toBeVisible();
  },
};

const SIZES = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl"] as const;
const SAMPLE = { en: "Meet people worth meeting", zhtw: "認識值得認識的人", zhcn: "结识值得结识的人" };

export const Typography: Story = {
  render: () => (
    <table className="border-separate border-spacing-x-6 border-spacing-y-3">
      <tbody>
        {SIZES.map((size) => (
          <tr key={size}>
            <th scope="row" className="text-left font-mono text-xs font-medium text-ink-600">
              text-{size}
            </th>
            {Object.entries(SAMPLE).map(([lang, text]) => (
              <td
                key={lang}
                lang={lang === "en" ? "en" : lang === "zhtw" ? "zh-Hant" : "zh-Hans"}
                className={`text-${size} text-ink-900`}
              >
                {text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("認識值得認識的人")).toHaveLength(SIZES.length);
  },
};

export const RadiiAndShadows: Story = {
  name: "Radii and shadows",
  render: () => (
    <div className="flex flex-wrap gap-6">
      {["rounded-sm", "rounded-md", "rounded-lg", "rounded-xl", "rounded-2xl"].map((r) => (
        <div
          key={r}
          className={`grid size-24 place-items-center bg-surface font-mono text-xs text-ink-700 shadow-card ${r}`}
        >
          {r}
        </div>
      ))}
      {["shadow-card", "shadow-raised", "shadow-overlay"].map((s) => (
        <div
          key={s}
          className={`grid size-24 place-items-center rounded-lg bg-surface font-mono text-xs text-ink-700 ${s}`}
        >
          {s}
        </div>
      ))}
    </div>
  ),
};
