/** Foundations, typography: the font stack as it is really used, the type scale and the weights. */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import tokens from "../../tailwind.config.ts";

const meta = {
  title: "Foundations/Typography",
  tags: ["foundations", "typography", "font", "字体", "字體"],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const STACK = tokens.theme.extend.fontFamily.sans;
/** Where each face of the stack comes from: nothing is downloaded, every face is the device's own. */
const WHERE: Record<string, string> = {
  "-apple-system": "Latin on Apple devices (San Francisco)",
  BlinkMacSystemFont: "The same, in older Chrome on macOS",
  "Segoe UI": "Latin on Windows",
  Roboto: "Latin on Android and ChromeOS",
  "Noto Sans TC": "Chinese, traditional, where installed under this name",
  "Noto Sans CJK TC": "Chinese, traditional, on Linux and Android; Latin too where no face above exists",
  "Noto Sans SC": "Chinese, simplified, where installed under this name",
  "Noto Sans CJK SC": "Chinese, simplified, on Linux and Android",
  "PingFang TC": "Chinese on Apple devices",
  "PingFang SC": "Chinese, simplified, on Apple devices",
  "Microsoft JhengHei": "Chinese, traditional, on Windows",
  "Microsoft YaHei": "Chinese, simplified, on Windows",
  "system-ui": "Any other system's UI face",
  "sans-serif": "The browser's last resort",
};

const SIZES = Object.entries(tokens.theme.extend.fontSize) as [string, [string, { lineHeight: string }]][];
/** The literal classes, so that Tailwind generates them. */
const SIZE_CLASS: Record<string, string> = {
  xs: "text-xs",
  sm: "text-sm",
  base: "text-base",
  lg: "text-lg",
  xl: "text-xl",
  "2xl": "text-2xl",
  "3xl": "text-3xl",
  "4xl": "text-4xl",
};
const USE: Record<string, string> = {
  xs: "Badges, times, captions",
  sm: "Secondary text, labels, buttons",
  base: "Body text",
  lg: "Card titles",
  xl: "Section titles",
  "2xl": "Page titles",
  "3xl": "Hero titles",
  "4xl": "Landing headline",
};
const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`;
const SAMPLE = {
  en: "Meet people worth meeting",
  "zh-Hant": "認識值得認識的人",
  "zh-Hans": "结识值得结识的人",
};

export const FontStack: Story = {
  name: "Font stack",
  render: () => (
    <div className="grid max-w-3xl gap-4">
      <p className="text-sm text-ink-700">
        No web font is loaded: the text is set in the device's own faces, in this order (
        <code className="font-mono">font-sans</code>, tailwind.config.ts). A face that is missing is skipped,
        and Chinese characters fall through the Latin faces to the first Chinese one.
      </p>
      <ol aria-label="The font stack, first choice first" className="grid gap-1">
        {STACK.map((face, i) => (
          <li key={face} className="grid grid-cols-[2rem_14rem_1fr] items-baseline gap-2 text-sm">
            <span className="font-mono text-xs text-ink-600">{i + 1}</span>
            <code className="font-mono text-ink-900">{face}</code>
            <span className="text-ink-700">{WHERE[face]}</span>
          </li>
        ))}
      </ol>
    </div>
  ),
  play: async ({ canvas }) => {
    const faces = within(canvas.getByRole("list", { name: /font stack/ })).getAllByRole("listitem");
    await expect(faces[0]).toHaveTextContent("-apple-system");
    // Inter was first once but is never loaded: it is gone from the stack.
    await expect(canvas.queryByText("Inter")).toBeNull();
    // The page itself is set in this stack.
    await expect(getComputedStyle(document.body).fontFamily).toMatch(/^-apple-system, BlinkMacSystemFont/);
  },
};

export const TypeScale: Story = {
  name: "Type scale",
  render: () => (
    <table className="border-separate border-spacing-x-6 border-spacing-y-3">
      <thead>
        <tr className="text-left text-xs text-ink-600">
          <th scope="col">Class</th>
          <th scope="col">Size / line height</th>
          <th scope="col">Use</th>
          {Object.keys(SAMPLE).map((lang) => (
            <th key={lang} scope="col">
              {lang}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SIZES.map(([size, [fontSize, { lineHeight }]]) => (
          <tr key={size}>
            <th
              scope="row"
              className="text-left font-mono text-xs font-medium whitespace-nowrap text-ink-700"
            >
              text-{size}
            </th>
            <td className="font-mono text-xs whitespace-nowrap text-ink-700">
              {px(fontSize)} / {px(lineHeight)}
            </td>
            <td className="text-xs text-ink-600">{USE[size]}</td>
            {Object.entries(SAMPLE).map(([lang, text]) => (
              <td key={lang} lang={lang} className={`${SIZE_CLASS[size]} text-ink-900`}>
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
    // Body text is 16 px on a 25.6 px line, as the row says.
    const base = within(canvas.getByRole("row", { name: /^text-base / }));
    await expect(base.getByText("16px / 25.6px")).toBeVisible();
    const sample = getComputedStyle(base.getByText(SAMPLE.en));
    await expect([sample.fontSize, sample.lineHeight]).toEqual(["16px", "25.6px"]);
  },
};

const WEIGHTS = [
  { className: "font-normal", weight: 400, use: "Body text" },
  { className: "font-medium", weight: 500, use: "Labels, table headers, links" },
  { className: "font-semibold", weight: 600, use: "Card and section titles, buttons" },
  { className: "font-bold", weight: 700, use: "Page titles, the logo" },
];

export const Weights: Story = {
  name: "Weights",
  render: () => (
    <ul className="grid gap-3">
      {WEIGHTS.map(({ className, weight, use }) => (
        <li key={className} className="grid grid-cols-[9rem_3rem_16rem_1fr] items-baseline gap-3">
          <code className="font-mono text-xs text-ink-700">{className}</code>
          <span className="font-mono text-xs text-ink-600">{weight}</span>
          <span className="text-sm text-ink-600">{use}</span>
          <span className={`text-lg text-ink-900 ${className}`} data-weight={weight}>
            Amora 認識值得認識的人 结识值得结识的人
          </span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const { weight } of WEIGHTS) {
      const sample = canvasElement.querySelector<HTMLElement>(`[data-weight="${weight}"]`);
      await expect(sample && getComputedStyle(sample).fontWeight).toBe(String(weight));
    }
  },
};
