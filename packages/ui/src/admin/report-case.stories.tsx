import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { ReportCase } from "./report-case.tsx";
import { NOW, overdueCase, reportCase, reportWithMessage } from "./story-review.ts";

const meta = {
  title: "Components/Admin/ReportCase",
  component: ReportCase,
  args: { report: reportCase, now: NOW.getTime(), onAct: fn(), className: "max-w-xl" },
} satisfies Meta<typeof ReportCase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who reported whom and why, the clock, the evidence, and the four outcomes. */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole("article", {
      name: t("pages:admin.reportOf", { reporter: "LinMei", reported: "RichGuy88" }),
    });
    await expect(card).toHaveTextContent(t("ui:report.offensive"));
    await expect(card).toHaveTextContent(t("pages:admin.openFor", { hours: 5 }));
    await expect(card).not.toHaveTextContent(t("pages:admin.overdue"));
    const evidence = canvas.getByRole("region", { name: t("pages:admin.evidence") });
    await expect(within(evidence).getAllByRole("listitem")).toHaveLength(3);
    await expect(evidence).toHaveTextContent("RichGuy88: Send me 500 USD and I double it in a week.");
    await userEvent.click(canvas.getByRole("button", { name: t("pages:admin.banChat") }));
    await expect(args.onAct).toHaveBeenCalledWith("ban-chat");
  },
};

/** The reported member's newest pictures and posts: each can be taken down from the case itself. */
export const TakeDownFromTheCase: Story = {
  args: { onTakeDown: fn() },
  play: async ({ canvas, args }) => {
    const shown = canvas.getByRole("region", {
      name: t("pages:admin.reportedContent", { name: "RichGuy88" }),
    });
    await expect(shown).toHaveTextContent("Financial freedom in 30 days");
    await userEvent.click(
      within(shown).getByRole("button", {
        name: new RegExp(`^${t("pages:admin.takeDown")}\\W+${t("pages:admin.kind_trend")}$`),
      }),
    );
    await expect(args.onTakeDown).toHaveBeenCalledWith(reportCase.content[0]);
  },
};

/** Past the 24-hour clock: overdue, in red; a member already banned says so; no chat, said plainly. */
export const Overdue: Story = {
  args: { report: overdueCase },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article");
    await expect(card).toHaveAttribute("data-state", "overdue");
    await expect(card).toHaveTextContent(
      `${t("pages:admin.overdue")} · ${t("pages:admin.openFor", { hours: 30 })}`,
    );
    await expect(card).toHaveTextContent(t("pages:admin.chatBanned"));
    await expect(canvas.getByText(t("pages:admin.noMessages"))).toBeVisible();
  },
};

/** While an outcome is sent, its button spins and the others wait. */
export const Acting: Story = {
  args: { busy: "warn" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: t("pages:admin.dismiss") })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: t("pages:admin.disableAccount") })).toBeDisabled();
  },
};

/** A report made from a message's safety note shows that message first, apart from the talk around it. */
export const WithReportedMessage: Story = {
  args: { report: reportWithMessage },
  play: async ({ canvas }) => {
    const reported = canvas.getByRole("region", { name: t("pages:admin.reportedChat") });
    await expect(reported).toHaveTextContent("Add me on WhatsApp +886 912 345 678");
    const sent = new Date((reportWithMessage.evidence?.create_time ?? 0) * 1000);
    await expect(reported.querySelector("time")).toHaveAttribute("datetime", sent.toISOString());
  },
};

/** A report without a message (the spec's payload) has no reported-message section. */
export const WithoutReportedMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region", { name: /reported$/ })).toBeNull();
    await expect(canvas.getByRole("region", { name: t("pages:admin.evidence") })).toBeVisible();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["open", "overdue", "with message", "繁體中文"] as const}
      columns={["console (560 px)"] as const}
      render={(row) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <ReportCase
            {...args}
            className="w-[560px]"
            report={row === "overdue" ? overdueCase : row === "with message" ? reportWithMessage : reportCase}
          />
        </InLanguage>
      )}
    />
  ),
};
