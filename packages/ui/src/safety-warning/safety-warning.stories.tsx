import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { SafetyWarning, safetyWarningVariants } from "./safety-warning.tsx";

const meta = {
  title: "Components/Safety/SafetyWarning",
  component: SafetyWarning,
  argTypes: cvaArgTypes(safetyWarningVariants),
  args: { kinds: ["contact", "offPlatform"], about: "chat", username: "LinMei", onReport: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <SafetyWarning {...args} />
    </div>
  ),
} satisfies Meta<typeof SafetyWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says what was noticed, one line per kind, and the Report button reports. */
export const ReportsFromTheWarning: Story = {
  play: async ({ canvas, args }) => {
    const note = canvas.getByRole("note", { name: t("safety:warning.chat") });
    await expect(note).toHaveTextContent(t("safety:warning.kinds.contact"));
    await expect(note).toHaveTextContent(t("safety:warning.kinds.offPlatform"));
    await expect(within(note).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(
      within(note).getByRole("button", { name: t("safety:warning.reportLabel", { username: "LinMei" }) }),
    );
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

/** The keyboard reaches Report and Enter or Space presses it. */
export const KeyboardReport: Story = {
  args: { kinds: ["money"], about: "mail" },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const report = canvas.getByRole("button", {
      name: t("safety:warning.reportLabel", { username: "LinMei" }),
    });
    await expect(report).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onReport).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole("note", { name: t("safety:warning.mail") })).toBeVisible();
  },
};

/** Without onReport (the member's own message, or a page that cannot report) there is no button. */
export const WithoutReport: Story = {
  args: { kinds: ["investment"], onReport: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent(t("safety:warning.kinds.investment"));
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** A message that carries nothing gets no note at all. */
export const NothingNoticed: Story = {
  args: { kinds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("note")).toBeNull();
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { kinds: ["money", "offPlatform"], username: "小雨" },
  play: async ({ canvas, args }) => {
    const note = canvas.getByRole("note", { name: "请留意这条消息" });
    await expect(note).toHaveTextContent("其中提到要钱、转账、礼品卡或加密货币。");
    await userEvent.click(within(note).getByRole("button", { name: "举报 小雨 的这条内容" }));
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { kinds: ["contact"], about: "mail", username: "王小美" },
  play: async ({ canvas, args }) => {
    const note = canvas.getByRole("note", { name: "請留意這封郵件" });
    await expect(note).toHaveTextContent("其中包含電話號碼、電子郵件地址或其他應用程式的帳號。");
    await userEvent.click(within(note).getByRole("button", { name: "檢舉 王小美 的這則內容" }));
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

const CASES = {
  contact: ["contact"],
  money: ["money"],
  investment: ["investment"],
  "off platform": ["offPlatform"],
  "all four": ["contact", "money", "investment", "offPlatform"],
} as const;

/** Every kind in both sizes, as chat (compact) and mail (regular) show them. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={Object.keys(CASES) as (keyof typeof CASES)[]}
      columns={["chat (compact)", "mail (regular)"] as const}
      render={(row, column) => {
        const chat = column === "chat (compact)";
        return (
          <div className={chat ? "w-64" : "w-[28rem]"}>
            <SafetyWarning
              kinds={CASES[row]}
              about={chat ? "chat" : "mail"}
              size={chat ? "compact" : "regular"}
              username="LinMei"
              onReport={() => {}}
            />
          </div>
        );
      }}
    />
  ),
};

function ChineseCatalog({ script }: { script: "zhcn" | "zhtw" }) {
  return (
    <Catalog
      rows={[script] as const}
      columns={["chat (compact)", "mail (regular)"] as const}
      render={(_row, column) => {
        const chat = column === "chat (compact)";
        return (
          <div className={chat ? "w-64" : "w-[28rem]"}>
            <SafetyWarning
              kinds={["contact", "money"]}
              about={chat ? "chat" : "mail"}
              size={chat ? "compact" : "regular"}
              username="小雨"
              onReport={() => {}}
            />
          </div>
        );
      }}
    />
  );
}

/** Simplified Chinese: the longer lines wrap inside the chat bubble's width. */
export const CatalogSimplified: Story = {
  globals: { locale: "zhcn" },
  render: () => <ChineseCatalog script="zhcn" />,
};

export const CatalogTraditional: Story = {
  globals: { locale: "zhtw" },
  render: () => <ChineseCatalog script="zhtw" />,
};
