import { MAIL_PREVIEW, type MailSendInput, UNREAD_BADGE_CAP } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { MailComposerDialog } from "../mail-composer/mail-composer-dialog.tsx";
import { mailFromSophie, NOW, storyMails, withMailNamespace } from "../mail-list/story-mails.tsx";
import { MessageMenu, type MessageMenuProps } from "./message-menu.tsx";
import { MessageMenuPreview } from "./message-panel.tsx";

const unreadMails = storyMails.filter((mail) => mail.type === 0);

const meta = {
  title: "Components/Mail/MessageMenu",
  component: MessageMenu,
  args: {
    mails: storyMails,
    unread: unreadMails.length,
    onOpen: fn(),
    onCompose: fn(),
    onViewAll: fn(),
    now: NOW,
  },
  // Room below the button for the panel, as in the top navigation.
  decorators: [withMailNamespace, (Story) => <div className="flex min-h-[30rem] justify-end">{Story()}</div>],
} satisfies Meta<typeof MessageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** An accessible name that starts with a text in the story's language. */
const startsWith = (text: string) => (name: string) => name.startsWith(text);

async function openPanel(trigger: HTMLElement, heading = t("mail:messages.title")) {
  await userEvent.click(trigger);
  const title = await body().findByRole("heading", { name: heading });
  // The panel fades in.
  await waitFor(() => expect(title).toBeVisible());
  const panel = title.closest<HTMLElement>("[data-slot=nav-panel]");
  if (!panel) throw new Error("no panel");
  return panel;
}

/** At most 3 unread mails: sender, one line and time; a click opens one and closes the panel. */
export const PreviewsThree: Story = {
  play: async ({ canvas, args }) => {
    const trigger = await canvas.findByRole("button", { name: t("mail:messages.labelUnread", { count: 4 }) });
    const panel = await openPanel(trigger);
    const rows = within(panel)
      .getAllByRole("listitem")
      .map((item) => within(item).getByRole("button"));
    await expect(rows).toHaveLength(MAIL_PREVIEW);
    for (const row of rows)
      await expect(within(row).getByRole("img", { name: t("mail:unread") })).toBeInTheDocument();
    await expect(rows[1]).toHaveTextContent("Sophie Laurent");
    await expect(rows[1]).toHaveTextContent(t("ui:time.minutes", { count: 40 }));
    await expect(rows[1]).toHaveTextContent(mailFromSophie.msg);
    await expect(within(panel).queryByText("NoahPark")).toBeNull();

    await userEvent.click(rows[1] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(mailFromSophie);
    await waitFor(() => expect(body().queryByRole("heading", { name: t("mail:messages.title") })).toBeNull());
    // The popover's machinery arrived on the first click: focus returns to the real button.
    await expect(
      canvas.getByRole("button", { name: t("mail:messages.labelUnread", { count: 4 }) }),
    ).toHaveFocus();
  },
};

export const ViewAll: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openPanel(
      await canvas.findByRole("button", { name: startsWith(t("mail:messages.label")) }),
    );
    await userEvent.click(within(panel).getByRole("button", { name: t("mail:messages.viewAll") }));
    await expect(args.onViewAll).toHaveBeenCalledOnce();
    await expect(args.onCompose).not.toHaveBeenCalled();
  },
};

/** 'New mail' closes the panel and opens the send dialog, as the web shell wires it. */
export const Compose: Story = {
  render: function Render(args: MessageMenuProps) {
    const [composing, setComposing] = useState(false);
    return (
      <>
        <MessageMenu
          {...args}
          onCompose={() => {
            args.onCompose();
            setComposing(true);
          }}
        />
        <MailComposerDialog
          open={composing}
          onClose={() => setComposing(false)}
          onSend={async (_input: MailSendInput) => {}}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const panel = await openPanel(
      await canvas.findByRole("button", { name: startsWith(t("mail:messages.label")) }),
    );
    await userEvent.click(within(panel).getByRole("button", { name: t("mail:messages.compose") }));
    await expect(args.onCompose).toHaveBeenCalledOnce();
    const dialog = await body().findByRole("dialog", { name: t("mail:composer.title") });
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: t("mail:composer.recipient") })).toHaveFocus(),
    );
  },
};

/** Over the cap the badge reads 99+; the button still names the real count. */
export const BadgeCap: Story = {
  args: { unread: 250 },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", {
      name: t("mail:messages.labelUnread", { count: 250 }),
    });
    await expect(within(trigger).getByText(`${UNREAD_BADGE_CAP}+`)).toBeVisible();
  },
};

/** Everything read: no badge, an empty state, and still a way to write and to see all. */
export const Empty: Story = {
  args: { mails: storyMails.filter((mail) => mail.type === 1), unread: 0 },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", { name: t("mail:messages.label") });
    await expect(trigger.querySelector("[data-slot=badge]")).toBeNull();
    const panel = await openPanel(trigger);
    await expect(within(panel).getByText(t("mail:messages.empty"))).toBeVisible();
    await expect(
      within(panel)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([t("mail:messages.compose"), t("mail:messages.viewAll")]);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  play: async ({ canvas }) => {
    const panel = await openPanel(await canvas.findByRole("button", { name: "郵件，4 封未讀" }), "未讀郵件");
    await expect(within(panel).getByRole("button", { name: "撰寫郵件" })).toBeVisible();
    await expect(within(panel).getAllByRole("img", { name: "未讀" })).toHaveLength(MAIL_PREVIEW);
  },
};

const counts = { none: 0, "2 unread": 2, "120 unread": 120 } as const;
const noop = () => {};

/** The button at each count, and the open panel with those mails (shown in place). */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["button", "panel"] as const}
      columns={Object.keys(counts) as (keyof typeof counts)[]}
      render={(row, column) => {
        const mails = column === "none" ? [] : column === "2 unread" ? unreadMails.slice(0, 2) : storyMails;
        return row === "button" ? (
          <MessageMenu
            mails={mails}
            unread={counts[column]}
            onOpen={noop}
            onCompose={noop}
            onViewAll={noop}
            now={NOW}
          />
        ) : (
          <MessageMenuPreview mails={mails} now={NOW} />
        );
      }}
    />
  ),
};
