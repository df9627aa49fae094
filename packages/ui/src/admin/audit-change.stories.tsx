import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { AuditChange } from "./audit-change.tsx";

const meta = {
  title: "Components/Admin/AuditChange",
  component: AuditChange,
  args: {
    before: { priceCents: 400, titleEn: "Macarons", active: true },
    after: { priceCents: 650, titleEn: "Macarons", active: true },
    className: "max-w-md",
  },
} satisfies Meta<typeof AuditChange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A repricing: the old price struck through, the new one marked; unchanged fields plain. */
export const Repriced: Story = {
  play: async ({ canvasElement }) => {
    const removed = canvasElement.querySelectorAll("del");
    await expect(removed).toHaveLength(1);
    await expect(removed[0]).toHaveTextContent(`${t("pages:admin.auditBefore")} 400`);
    await expect(canvasElement.querySelector("dd:has(del) ins")).toHaveTextContent(
      `${t("pages:admin.auditAfter")} 650`,
    );
  },
};

/** A first value (nothing before): only what was set. */
export const Created: Story = {
  args: { before: null, after: { title: "First date ideas", published: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll("del")).toHaveLength(0);
    await expect(canvas.getByText("published")).toBeVisible();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["repriced", "created", "繁體中文"] as const}
      columns={["audit cell"] as const}
      render={(row) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <AuditChange
            {...args}
            className="w-96"
            {...(row === "created"
              ? { before: null, after: { title: "First date ideas", published: false } }
              : {})}
          />
        </InLanguage>
      )}
    />
  ),
};
