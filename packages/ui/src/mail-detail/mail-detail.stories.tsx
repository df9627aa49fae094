import { formatDate } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import type { MailItem } from "../mail-list/mail-item.ts";
import { MailRow } from "../mail-list/mail-row.tsx";
import {
  mailFromLinMei,
  mailFromXiaomei,
  mailLocked,
  mailLong,
  NOW,
  withMailNamespace,
} from "../mail-list/story-mails.tsx";
import { MailDetail, MailDetailPreview, type MailDetailProps } from "./mail-detail.tsx";

/** A mail row that opens the dialog, as the message page does; closing clears the choice. */
function WithRow(args: MailDetailProps & { from: MailItem }) {
  const [chosen, setChosen] = useState<MailItem | null>(null);
  return (
    <div className="max-w-xl">
      <MailRow mail={args.from} onOpen={setChosen} now={NOW} />
      <MailDetail
        {...args}
        mail={chosen}
        open={chosen !== null}
        onClose={() => {
          args.onClose();
          setChosen(null);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Components/Mail/MailDetail",
  component: MailDetail,
  args: { mail: null, open: false, onClose: fn(), onReply: fn() },
  decorators: [withMailNamespace],
  render: (args) => <WithRow {...args} from={mailLong} />,
} satisfies Meta<typeof MailDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A mail the member sent opens as "Mail to …", without a reply button. */
export const SentMail: Story = {
  render: (args) => <WithRow {...args} from={{ ...mailFromLinMei, sent: true }} />,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole("button", {
        name: (name: string) => name.includes(t("mail:sentTo", { name: "LinMei" })),
      }),
    );
    const dialog = await body().findByRole("dialog", {
      name: t("mail:detail.sentTitle", { name: "LinMei" }),
    });
    await expect(within(dialog).queryByRole("button", { name: t("mail:detail.reply") })).toBeNull();
    await expect(dialog).toHaveTextContent(mailFromLinMei.msg);
  },
};

/** The whole text, line breaks and indents kept, a long link wrapped inside the panel. */
export const LongText: Story = {
  play: async ({ canvas, args }) => {
    const row = await canvas.findByRole("button", { name: /MinjunKimSeoul88/ });
    await userEvent.click(row);
    const dialog = await body().findByRole("dialog", {
      name: t("mail:detail.title", { name: "MinjunKimSeoul88" }),
    });
    const text = dialog.querySelector<HTMLElement>("[data-slot=mail-detail-text]");
    if (!text) throw new Error("no text");
    await expect(text.textContent).toBe(mailLong.msg);
    await expect(getComputedStyle(text).whiteSpace).toBe("pre-wrap");
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);

    const time = within(dialog).getByText(/2025/);
    await expect(time).toHaveAttribute("datetime", new Date(mailLong.create_time * 1000).toISOString());
    await expect(time).toHaveTextContent(formatDate(mailLong.create_time * 1000, storyLanguage(), "day"));

    await userEvent.click(within(dialog).getByRole("button", { name: t("mail:detail.close") }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(row).toHaveFocus();
  },
};

/** Reply hands the mail back to the app. */
export const Reply: Story = {
  render: (args) => <WithRow {...args} from={mailFromLinMei} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: /LinMei/ }));
    const dialog = await body().findByRole("dialog", { name: t("mail:detail.title", { name: "LinMei" }) });
    await expect(dialog).toHaveTextContent(mailFromLinMei.msg);
    await userEvent.click(within(dialog).getByRole("button", { name: t("mail:detail.reply") }));
    await expect(args.onReply).toHaveBeenCalledOnce();
    await expect(args.onReply).toHaveBeenCalledWith(mailFromLinMei);
  },
};

/** Without `onReply` only Close remains; Escape closes too. */
export const ReadOnly: Story = {
  args: { onReply: undefined },
  render: (args) => <WithRow {...args} from={mailFromXiaomei} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: /王小美/ }));
    const dialog = await body().findByRole("dialog", { name: t("mail:detail.title", { name: "王小美" }) });
    await expect(within(dialog).queryByRole("button", { name: t("mail:detail.reply") })).toBeNull();
    await expect(within(dialog).getAllByRole("button")).toHaveLength(1);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A free member's copy: the text stays hidden behind the upgrade hint. */
export const Locked: Story = {
  args: { mail: mailLocked, open: true },
  render: (args) => <MailDetail {...args} />,
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: t("mail:detail.title", { name: "陈雅婷" }) });
    await expect(dialog).toHaveTextContent(t("mail:detail.locked"));
    await expect(dialog).not.toHaveTextContent(mailLocked.msg);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { mail: mailFromXiaomei, open: true },
  render: (args) => <MailDetail {...args} />,
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: "來自 王小美 的郵件" });
    await expect(within(dialog).getByRole("button", { name: "回覆" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "關閉" })).toBeVisible();
    await expect(within(dialog).getByText(/2025年6月15日/)).toBeVisible();
  },
};

/** A risky received mail carries the safety note; its Report hands the mail over. */
export const SafetyNote: Story = {
  args: { mail: mailFromLinMei, open: true, risk: ["money"], onReport: fn() },
  render: (args) => <MailDetail {...args} />,
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", { name: t("mail:detail.title", { name: "LinMei" }) });
    const note = await within(dialog).findByRole("note", { name: t("safety:warning.mail") });
    await expect(note).toHaveTextContent(t("safety:warning.kinds.money"));
    await userEvent.click(
      within(note).getByRole("button", { name: t("safety:warning.reportLabel", { username: "LinMei" }) }),
    );
    await expect(args.onReport).toHaveBeenCalledWith(mailFromLinMei);
  },
};

/** A mail the member sent, or one still locked, shows no note whatever it carries. */
export const NoNoteOnSentOrLocked: Story = {
  args: { mail: { ...mailFromLinMei, sent: true }, open: true, risk: ["money"], onReport: fn() },
  render: (args) => <MailDetail {...args} />,
  play: async () => {
    const dialog = await body().findByRole("dialog", {
      name: t("mail:detail.sentTitle", { name: "LinMei" }),
    });
    await expect(dialog).toHaveTextContent(mailFromLinMei.msg);
    await expect(within(dialog).queryByRole("note")).toBeNull();
  },
};

/** Short, long and locked mails, with and without Reply, shown in place. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["short", "long", "locked"] as const}
      columns={["with reply", "read only"] as const}
      render={(kind, column) => (
        <MailDetailPreview
          mail={{ short: mailFromXiaomei, long: mailLong, locked: mailLocked }[kind]}
          withReply={column === "with reply"}
        />
      )}
    />
  ),
};
