import type { Language } from "@site/contracts";
import { createI18n, HTML_LANG } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { I18nextProvider } from "react-i18next";
import { expect, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { RelativeTime } from "./relative-time.tsx";
import { relativeTimeParts } from "./relative-time-parts.ts";

/** A fixed "now": 15 June 2025, 12:00 local time. */
const NOW = new Date(2025, 5, 15, 12, 0, 0).getTime();
const S = 1000;
const M = 60 * S;
const H = 60 * M;

const cases = {
  "0.5 s": NOW - 0.5 * S,
  "59 s": NOW - 59 * S,
  "60 s": NOW - 60 * S,
  "23 h 59 m": NOW - (23 * H + 59 * M),
  "24 h": NOW - 24 * H,
  "previous year": new Date(2024, 11, 31, 23, 30).getTime(),
} as const;
type Case = keyof typeof cases;
const caseNames = Object.keys(cases) as Case[];

const meta = {
  title: "Primitives/RelativeTime",
  component: RelativeTime,
  args: { value: cases["59 s"], now: NOW },
} satisfies Meta<typeof RelativeTime>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's boundaries, as the pure rule and as the text a member reads. */
export const Boundaries: Story = {
  render: () => (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {caseNames.map((name) => (
        <div key={name} className="contents">
          <dt className="font-mono text-ink-600">{name}</dt>
          <dd data-case={name}>
            <RelativeTime value={cases[name]} now={NOW} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    await expect(relativeTimeParts(cases["0.5 s"], NOW)).toEqual({ key: "justNow", values: {} });
    await expect(relativeTimeParts(NOW + 5 * S, NOW)).toEqual({ key: "justNow", values: {} });
    await expect(relativeTimeParts(NOW - S, NOW)).toEqual({ key: "seconds", values: { count: 1 } });
    await expect(relativeTimeParts(cases["59 s"], NOW)).toEqual({ key: "seconds", values: { count: 59 } });
    await expect(relativeTimeParts(cases["60 s"], NOW)).toEqual({ key: "minutes", values: { count: 1 } });
    await expect(relativeTimeParts(NOW - 60 * M, NOW)).toEqual({ key: "hours", values: { count: 1 } });
    await expect(relativeTimeParts(cases["23 h 59 m"], NOW)).toEqual({ key: "hours", values: { count: 23 } });
    await expect(relativeTimeParts(cases["24 h"], NOW)).toEqual({
      key: "monthDay",
      values: { month: 6, day: 14 },
    });
    await expect(relativeTimeParts(cases["previous year"], NOW)).toEqual({
      key: "yearMonthDay",
      values: { year: 2024, month: 12, day: 31 },
    });

    const text = (name: Case) => {
      const cell = canvasElement.querySelector<HTMLElement>(`[data-case="${name}"]`);
      if (!cell) throw new Error(`no cell for ${name}`);
      return within(cell).getByText(/./);
    };
    await expect(text("0.5 s")).toHaveTextContent(t("ui:time.justNow"));
    await expect(text("59 s")).toHaveTextContent(t("ui:time.seconds", { count: 59 }));
    await expect(text("60 s")).toHaveTextContent(t("ui:time.minutes", { count: 1 }));
    await expect(text("23 h 59 m")).toHaveTextContent(t("ui:time.hours", { count: 23 }));
    await expect(text("24 h")).toHaveTextContent(
      { en: "14 Jun", zhcn: "6月14日", zhtw: "6月14日" }[storyLanguage()],
    );
    await expect(text("previous year")).toHaveTextContent(
      { en: "31 Dec 2024", zhcn: "2024年12月31日", zhtw: "2024年12月31日" }[storyLanguage()],
    );
    await expect(text("24 h")).toHaveAttribute("datetime", new Date(cases["24 h"]).toISOString());
  },
};

export const Chinese: Story = {
  globals: { locale: "zhcn" },
  args: { value: cases["24 h"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("6月14日")).toBeVisible();
  },
};

/** Without `now` it reads the clock (and refreshes every 30 s). */
export const Live: Story = {
  args: { now: undefined },
  render: () => <RelativeTime value={Date.now() - 5 * M} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:time.minutes", { count: 5 }))).toBeVisible();
  },
};

const instances = new Map<Language, ReturnType<typeof createI18n>>();
function i18nFor(lang: Language) {
  const existing = instances.get(lang);
  if (existing) return existing;
  const created = createI18n(lang);
  instances.set(lang, created);
  return created;
}

/** Every boundary in every language. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={caseNames}
      columns={["en", "zhcn", "zhtw"] as const}
      render={(name, lang) => (
        <I18nextProvider i18n={i18nFor(lang)}>
          <span lang={HTML_LANG[lang]} className="text-sm text-ink-700">
            <RelativeTime value={cases[name]} now={NOW} />
          </span>
        </I18nextProvider>
      )}
    />
  ),
};
