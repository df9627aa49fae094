import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { InviteDialog, InviteDialogPreview, type InviteDialogProps } from "./invite-dialog.tsx";

const origin = "https://amora.example";
const code = "K7Q2M9";
/** Spec §2's invitation route, a plain path: never the old client's '#/invitation/...'. */
const link = `${origin}/invitation/${code}`;
/** The invitation in the story's language, for the member "demo". */
const invitation = (to = link) =>
  t("ui:invite.text", { username: "demo", site: t("common:appName"), link: to });

/** Replaces the clipboard for one story; the returned cleanup puts the real one back. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, "clipboard", original);
    else Reflect.deleteProperty(navigator, "clipboard");
  };
}

const writeText = fn(async (_text: string) => {});
const refuse = fn(async (_text: string) => {
  throw new DOMException("Write permission denied.", "NotAllowedError");
});

function WithTrigger(args: InviteDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Invite friends
      </Button>
      <InviteDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Components/Members/InviteDialog",
  component: InviteDialog,
  args: { open: false, onClose: fn(), username: "demo", code, origin },
  render: (args) => <WithTrigger {...args} />,
  beforeEach: () => {
    writeText.mockClear();
    refuse.mockClear();
    return stubClipboard(writeText);
  },
} satisfies Meta<typeof InviteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The read-only text opens with the member's name; Copy puts it on the clipboard and says so. */
export const Copy: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Invite friends" }));
    const dialog = await body().findByRole("dialog", { name: t("ui:invite.title") });
    const field = within(dialog).getByRole("textbox", { name: t("ui:invite.label") });
    await expect(field).toHaveValue(invitation());
    await expect(field).toHaveAttribute("readonly");
    const status = within(dialog).getByRole("status");
    await expect(status).toBeEmptyDOMElement();

    await userEvent.click(within(dialog).getByRole("button", { name: t("ui:invite.copy") }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(invitation());
    await waitFor(() => expect(status).toHaveTextContent(t("ui:invite.copied")));
  },
};

/** Without clipboard access the text is selected instead, with a hint to copy it by hand. */
export const ClipboardRefused: Story = {
  beforeEach: () => stubClipboard(refuse),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Invite friends" }));
    const dialog = await body().findByRole("dialog", { name: t("ui:invite.title") });
    await userEvent.click(within(dialog).getByRole("button", { name: t("ui:invite.copy") }));
    await expect(refuse).toHaveBeenCalledOnce();
    const field = within(dialog).getByRole<HTMLTextAreaElement>("textbox", { name: t("ui:invite.label") });
    await waitFor(() =>
      expect(within(dialog).getByRole("status")).toHaveTextContent(t("ui:invite.selected")),
    );
    await expect(field).toHaveFocus();
    await expect(field.selectionStart).toBe(0);
    await expect(field.selectionEnd).toBe(invitation().length);
  },
};

/** Escape closes it; opened again, the earlier tip is gone. */
export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Invite friends" });
    await userEvent.click(trigger);
    let dialog = await body().findByRole("dialog", { name: t("ui:invite.title") });
    await userEvent.click(within(dialog).getByRole("button", { name: t("ui:invite.copy") }));
    await waitFor(() => expect(within(dialog).getByRole("status")).not.toBeEmptyDOMElement());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    dialog = await body().findByRole("dialog", { name: t("ui:invite.title") });
    await expect(within(dialog).getByRole("status")).toBeEmptyDOMElement();
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { open: true, username: "小美" },
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: "邀请好友" });
    await expect(within(dialog).getByRole("textbox", { name: "您的邀请" })).toHaveValue(
      `小美 邀请您加入 Amora：${link}`,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "复制" }));
    await waitFor(() => expect(within(dialog).getByRole("status")).toHaveTextContent(/已复制/));
  },
};

/** The server's link in the old client's hash form is printed as the plain route, with its code. */
export const HashLinkPrintedAsRoute: Story = {
  args: { open: true, code: undefined, link: `http://configured.example/#/invitation/${code}` },
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: t("ui:invite.title") });
    await expect(within(dialog).getByRole("textbox", { name: t("ui:invite.label") })).toHaveValue(
      invitation(),
    );
  },
};

/** Without an origin the link starts with the address the member is on. */
export const OriginOfThePage: Story = {
  args: { open: true, origin: undefined },
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: t("ui:invite.title") });
    await expect(within(dialog).getByRole("textbox", { name: t("ui:invite.label") })).toHaveValue(
      invitation(`${window.location.origin}/invitation/${code}`),
    );
  },
};

/** The panel before and after copying, and after a refused clipboard, shown in place. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["idle", "copied", "selected"] as const}
      columns={["demo", "王小美"] as const}
      render={(state, username) => (
        <InviteDialogPreview username={username} code={code} origin={origin} state={state} />
      )}
    />
  ),
};
