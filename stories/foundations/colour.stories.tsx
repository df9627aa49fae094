/**
 * Foundations, colour: what each token is for, the pairs the components put together with their
 * WCAG contrast computed from tailwind.config.ts, and the whole palette.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import tokens from "../../tailwind.config.ts";
import { contrast, formatRatio, grade, type PairUse, tokenValue } from "./contrast.ts";

const meta = {
  title: "Foundations/Colour",
  tags: ["foundations", "colour", "color", "contrast", "颜色", "顏色"],
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Role = { token: string; use: string };
const ROLES: { group: string; roles: Role[] }[] = [
  {
    group: "Text",
    roles: [
      { token: "ink-900", use: "Headings, names, prices, text on gold" },
      { token: "ink-800", use: "Body text: the page's default colour" },
      { token: "ink-700", use: "Strong secondary text, icons in neutral buttons" },
      { token: "ink-600", use: "Secondary text: hints, times, captions" },
      {
        token: "ink-500",
        use: "The lightest colour for words: placeholders, disabled labels (on surface or surface-muted)",
      },
      { token: "ink-400", use: "Icons and marks only, never words" },
    ],
  },
  {
    group: "Surfaces",
    roles: [
      { token: "surface", use: "Cards, dialogs, menus, inputs" },
      { token: "surface-muted", use: "The page background" },
      { token: "surface-sunken", use: "Wells, skeletons, disabled inputs" },
    ],
  },
  {
    group: "Borders",
    roles: [
      { token: "ink-100", use: "Card edges and list dividers" },
      { token: "ink-200", use: "Input borders" },
      { token: "ink-300", use: "Hovered input borders" },
    ],
  },
  {
    group: "Brand",
    roles: [
      { token: "brand-600", use: "Primary buttons (white text), checked controls, active tabs" },
      { token: "brand-700", use: "Links and brand text; primary buttons on hover" },
      { token: "brand-50", use: "Selected rows, brand chips and tints" },
      { token: "brand-300", use: "Focus outlines" },
    ],
  },
  {
    group: "Feedback",
    roles: [
      { token: "danger-600", use: "Destructive buttons (white text)" },
      { token: "danger-700", use: "Error text, on white or danger-50" },
      { token: "danger-500", use: "Invalid input borders" },
      { token: "success-700", use: "Success text, on white or success-50" },
      { token: "warning-700", use: "Warning text, on warning-50" },
    ],
  },
  {
    group: "Membership and presence",
    roles: [
      { token: "gold", use: "The gold tier: badge and gold button (ink-900 text)" },
      { token: "gold-light", use: "Gold tints; gold-dark icons sit on it" },
      { token: "silver", use: "The silver tier's mark" },
      { token: "silver-dark", use: "Silver tier labels, on silver-light" },
      { token: "online", use: "The online dot" },
      { token: "offline", use: "The offline dot" },
    ],
  },
];

export const Roles: Story = {
  name: "Colour roles",
  render: () => (
    <div className="grid max-w-5xl gap-8">
      {ROLES.map(({ group, roles }) => (
        <section key={group} aria-labelledby={`role-${group}`}>
          <h2 id={`role-${group}`} className="mb-3 text-lg font-semibold text-ink-900">
            {group}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {roles.map(({ token, use }) => (
              <li key={token} className="flex items-start gap-3" data-token={token}>
                <span
                  aria-hidden
                  className="size-12 shrink-0 rounded-md border border-ink-100 shadow-card"
                  style={{ background: tokenValue(token) }}
                />
                <span className="grid gap-0.5">
                  <span className="font-mono text-sm font-medium text-ink-900">{token}</span>
                  <span className="font-mono text-xs text-ink-600">{tokenValue(token)}</span>
                  <span className="text-sm text-ink-700">{use}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The body text role names the token the page really uses, with its value from the config.
    const body = canvasElement.querySelector<HTMLElement>('[data-token="ink-800"]');
    await expect(body).toHaveTextContent("Body text");
    await expect(body).toHaveTextContent("#37303e");
    await expect(getComputedStyle(document.body).color).toBe("rgb(55, 48, 62)");
  },
};

type Pair = { label: string; fg: string; bg: string; use: PairUse; note?: string };
/** The pairs the components draw; rules in tailwind.config.ts's header. */
const PAIRS: Pair[] = [
  { label: "Headings", fg: "ink-900", bg: "surface", use: "text" },
  { label: "Body text on the page", fg: "ink-800", bg: "surface-muted", use: "text" },
  { label: "Secondary text on a card", fg: "ink-600", bg: "surface", use: "text" },
  { label: "Secondary text in a well", fg: "ink-600", bg: "surface-sunken", use: "text" },
  { label: "Placeholder in an input", fg: "ink-500", bg: "surface", use: "text" },
  { label: "Lightest words on the page", fg: "ink-500", bg: "surface-muted", use: "text" },
  {
    label: "ink-500 in a well",
    fg: "ink-500",
    bg: "surface-sunken",
    use: "text",
    note: "Too light for words there: use ink-600 (a disabled input is exempt)",
  },
  { label: "Links", fg: "brand-700", bg: "surface", use: "text" },
  { label: "Brand chip", fg: "brand-800", bg: "brand-50", use: "text" },
  { label: "Primary button", fg: "white", bg: "brand-600", use: "text" },
  { label: "Primary button, hovered", fg: "white", bg: "brand-700", use: "text" },
  {
    label: "White on brand-500",
    fg: "white",
    bg: "brand-500",
    use: "text",
    note: "Never for text: white text needs brand-600 or darker",
  },
  { label: "Destructive button", fg: "white", bg: "danger-600", use: "text" },
  { label: "Error message", fg: "danger-700", bg: "danger-50", use: "text" },
  { label: "Success message", fg: "success-700", bg: "success-50", use: "text" },
  { label: "Warning message", fg: "warning-700", bg: "warning-50", use: "text" },
  { label: "Gold badge and button", fg: "ink-900", bg: "gold", use: "text" },
  { label: "Silver tier label", fg: "silver-dark", bg: "silver-light", use: "text" },
  {
    label: "Gold-dark text on gold-light",
    fg: "gold-dark",
    bg: "gold-light",
    use: "text",
    note: "Icons only (it passes 3:1 for graphics, below)",
  },
  { label: "Gold-dark icon on gold-light", fg: "gold-dark", bg: "gold-light", use: "graphic" },
  { label: "Checked switch and radio", fg: "brand-600", bg: "surface", use: "graphic" },
  { label: "Invalid input border", fg: "danger-500", bg: "surface", use: "graphic" },
  {
    label: "Focus outline",
    fg: "brand-300",
    bg: "surface",
    use: "graphic",
    note: "Below 3:1: it reads by its 3 px width and 2 px offset; a darker outline is an open design question",
  },
  {
    label: "Input border",
    fg: "ink-200",
    bg: "surface",
    use: "graphic",
    note: "Below 3:1: the field's label and faint shadow mark it",
  },
  {
    label: "Online dot",
    fg: "online",
    bg: "surface",
    use: "graphic",
    note: "Below 3:1: the dot always has a text name",
  },
];

function Sample({ fg, bg, use, passes }: { fg: string; bg: string; use: PairUse; passes: boolean }) {
  const [color, background] = [tokenValue(fg), tokenValue(bg)];
  return (
    <span
      className="inline-grid h-10 w-20 place-items-center rounded-md border border-ink-100 font-semibold"
      style={{ background, color }}
    >
      {use === "text" && passes ? (
        "Aa 文字"
      ) : (
        // A failing text pair and every graphic pair show a mark, not words.
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <circle cx="12" cy="12" r="8" />
        </svg>
      )}
    </span>
  );
}

const GRADE_STYLE = {
  AAA: "bg-success-50 text-success-700",
  AA: "bg-success-50 text-success-700",
  Fails: "bg-danger-50 text-danger-700",
};

export const ContrastPairs: Story = {
  name: "Contrast pairs",
  render: () => (
    <table className="max-w-5xl border-separate border-spacing-x-4 border-spacing-y-2 text-sm">
      <caption className="mb-2 text-left text-ink-700">
        Text needs 4.5:1 for AA and 7:1 for AAA; graphics and control edges need 3:1 (WCAG 2.2, 1.4.3, 1.4.6
        and 1.4.11). Ratios are computed from tailwind.config.ts.
      </caption>
      <thead>
        <tr className="text-left text-ink-600">
          <th scope="col">Pair</th>
          <th scope="col">Sample</th>
          <th scope="col">Colours</th>
          <th scope="col">For</th>
          <th scope="col">Ratio</th>
          <th scope="col">WCAG</th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {PAIRS.map((pair) => {
          const ratio = contrast(tokenValue(pair.fg), tokenValue(pair.bg));
          const level = grade(ratio, pair.use);
          return (
            <tr key={pair.label}>
              <th scope="row" className="text-left font-medium text-ink-900">
                {pair.label}
              </th>
              <td>
                <Sample {...pair} passes={level !== "Fails"} />
              </td>
              <td className="font-mono text-xs text-ink-700">
                {pair.fg} on {pair.bg}
              </td>
              <td className="text-ink-700">{pair.use}</td>
              <td className="font-mono text-ink-900">{formatRatio(ratio)}</td>
              <td>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${GRADE_STYLE[level]}`}>
                  {level}
                </span>
              </td>
              <td className="max-w-72 text-xs text-ink-600">{pair.note}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    // White on brand-600 is the primary button: 5.15:1, AA but not AAA.
    const button = within(canvas.getByRole("row", { name: /^Primary button / }));
    await expect(button.getByText("5.15:1")).toBeVisible();
    await expect(button.getByText("AA")).toBeVisible();
    await expect(within(canvas.getByRole("row", { name: /^Headings / })).getByText("AAA")).toBeVisible();
    // The pair the rules forbid is shown failing, with the advice.
    const forbidden = within(canvas.getByRole("row", { name: /^White on brand-500 / }));
    await expect(forbidden.getByText("3.85:1")).toBeVisible();
    await expect(forbidden.getByText("Fails")).toBeVisible();
  },
};

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

export const Palette: Story = {
  name: "Palette",
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
                <Swatch key={shade} name={shade === "DEFAULT" ? group : `${group}-${shade}`} value={hex} />
              ))
            )}
          </div>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "brand" })).toBeVisible();
    // Every shade of brand, 50 to 900, with its value.
    await expect(canvas.getByText("brand-600")).toBeVisible();
    await expect(canvas.getByText("#cc2d55")).toBeVisible();
    await expect(canvas.getAllByText(/^brand-\d+$/)).toHaveLength(10);
  },
};
