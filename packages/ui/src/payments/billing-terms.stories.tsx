import { BILLING } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { BillingTerms } from "./billing-terms.tsx";

const meta = {
  title: "Components/Payments/BillingTerms",
  component: BillingTerms,
  args: { className: "max-w-md" },
} satisfies Meta<typeof BillingTerms>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §1's terms with the contracts' values: the statement name, 60 days, 10 business days. */
export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: t("store:payments.billing.title") })).toBeVisible();
    const terms = canvas.getByRole("list");
    const items = within(terms)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    await expect(items).toEqual([
      t("store:payments.billing.statement", { statementName: BILLING.statementName }),
      t("store:payments.billing.dispute", { disputeDays: BILLING.disputeDays }),
      t("store:payments.billing.refund", { refundBusinessDays: BILLING.refundBusinessDays }),
      t("store:payments.billing.noRenewal"),
      t("store:payments.billing.noTransfer"),
    ]);
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "付款须知" })).toBeVisible();
    const terms = canvas.getByRole("list");
    await expect(terms).toHaveTextContent("AMORA*MEMBERSHIP");
    await expect(terms).toHaveTextContent("不会自动续费");
  },
};

/** At a phone's width and a desktop's, in each language. */
export const CatalogStory: Story = {
  name: "Catalog",
  args: { className: undefined },
  render: () => (
    <Catalog
      rows={["English", "简体中文", "繁體中文"] as const}
      columns={["phone (358 px)", "desktop (720 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row === "English" ? "en" : row === "简体中文" ? "zhcn" : "zhtw"}>
          <BillingTerms className={column === "phone (358 px)" ? "w-[358px]" : "w-[720px]"} />
        </InLanguage>
      )}
    />
  ),
};
