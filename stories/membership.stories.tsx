/**
 * The membership at a glance: the three tiers, their marks and their names in every language, and
 * the components that sell or show them. Its name and tags make the sidebar search and the tag
 * filter find it by "vip" and by 会员 / 會員 (the search matches names and titles, not tags).
 */
import { Vip } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { i18nFor } from "../.storybook/decorators.tsx";
import { VipBadge } from "../packages/ui/src/vip-badge/vip-badge.tsx";

const meta = {
  title: "Components/Payments/Membership",
  tags: ["vip", "会员", "會員", "membership", "tier"],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const TIERS = [
  { vip: Vip.free, key: "free" },
  { vip: Vip.silver, key: "silver" },
  { vip: Vip.gold, key: "gold" },
] as const;
const LANGUAGES = [
  { lang: "en", tag: "en", label: "English" },
  { lang: "zhcn", tag: "zh-Hans", label: "简体中文" },
  { lang: "zhtw", tag: "zh-Hant", label: "繁體中文" },
] as const;
const tierName = (lang: (typeof LANGUAGES)[number]["lang"], vip: number) =>
  (i18nFor(lang).t("ui:vip", { returnObjects: true }) as Record<number, string>)[vip];

/** Where the tiers appear; each has its own page under Components. */
const RELATED = [
  "Primitives/VipBadge: the tier's mark, alone or with its name",
  "Components/Payments/UpgradeOffer, UpgradeBox, PackagePicker, UpgradeSummary: buying a tier",
  "Components/Payments/CurrentPlan: the member's tier and its end date",
  "Components/Members/MemberCard and ProfileHeader: the mark on a member",
];

export const Tiers: Story = {
  name: "VIP tiers · 会员等级 · 會員等級",
  render: () => (
    <div className="grid max-w-4xl gap-6">
      <table className="border-separate border-spacing-x-5 border-spacing-y-3 text-sm">
        <thead>
          <tr className="text-left text-xs text-ink-600">
            <th scope="col">Tier</th>
            <th scope="col">Mark</th>
            <th scope="col">With its name</th>
            {LANGUAGES.map(({ lang, label }) => (
              <th key={lang} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TIERS.map(({ vip, key }) => (
            <tr key={key}>
              <th scope="row" className="text-left font-mono text-xs font-medium text-ink-700">
                {key} ({vip})
              </th>
              <td>
                {vip === Vip.free ? (
                  <span className="text-xs text-ink-600">no mark</span>
                ) : (
                  <VipBadge vip={vip} />
                )}
              </td>
              <td>
                {vip === Vip.free ? (
                  <span className="text-xs text-ink-600">no badge</span>
                ) : (
                  <VipBadge vip={vip} showLabel />
                )}
              </td>
              {LANGUAGES.map(({ lang, tag }) => (
                <td key={lang} lang={tag} className="text-ink-900">
                  {tierName(lang, vip)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="related">
        <h2 id="related" className="mb-2 text-base font-semibold text-ink-900">
          Where the tiers appear
        </h2>
        <ul className="list-disc ps-5 text-sm text-ink-700">
          {RELATED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const lang = (globals.locale ?? "en") as (typeof LANGUAGES)[number]["lang"];
    // The gold mark is named in the language chosen in the toolbar...
    const gold = within(canvas.getByRole("row", { name: /^gold / }));
    await expect(gold.getByRole("img", { name: tierName(lang, Vip.gold) })).toBeVisible();
    // ...and the row names the tier in all three languages.
    const names = gold.getAllByRole("cell").slice(-3);
    await expect(names.map((cell) => cell.textContent)).toEqual(["Gold member", "黄金会员", "黃金會員"]);
  },
};
