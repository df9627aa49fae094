import { formatDate } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import {
  AccountDeletionCard,
  DeleteAccountDialog,
  DeleteAccountDialogPreview,
  type DeleteAccountDialogProps,
} from "./delete-account-dialog.tsx";

/** 10 December 2026, noon UTC: fourteen days after the stories' "today". */
const AT = Date.UTC(2026, 11, 10, 12);
const RIGHT = "rose1990";
/** The deletion day as the dialog and the card write it in the story's language. */
const day = () => formatDate(AT, storyLanguage(), "day");
/** The password field, by its label in the story's language. */
const passwordLabel = () => new RegExp(t("privacy:deletion.password"));

/** The settings' card with its dialog, as the privacy page wires them (the password is RIGHT). */
function Wired(args: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [pendingAt, setPendingAt] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  return (
    <>
      <AccountDeletionCard
        pendingAt={pendingAt}
        onStart={() => setOpen(true)}
        onCancel={() => setPendingAt(null)}
      />
      <DeleteAccountDialog
        {...args}
        open={open}
        error={error}
        onClose={() => {
          args.onClose();
          setError(undefined);
          setOpen(false);
        }}
        onConfirm={async (password) => {
          args.onConfirm(password);
          await new Promise((resolve) => setTimeout(resolve, 150));
          if (password !== RIGHT) {
            setError("The password is not right; please try again");
            return;
          }
          setError(undefined);
          setOpen(false);
          setPendingAt(args.deletionAt);
        }}
      />
    </>
  );
}

const meta = {
  title: "Components/Members/DeleteAccountDialog",
  component: DeleteAccountDialog,
  args: { open: false, deletionAt: AT, onClose: fn(), onConfirm: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  render: (args) => <Wired {...args} />,
} satisfies Meta<typeof DeleteAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong password is refused in place; the right one schedules it, and the card shows the date with Cancel. */
export const Confirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: t("privacy:deletion.title") }));
    const dialog = await screen.findByRole("alertdialog", { name: t("privacy:deletion.dialogTitle") });
    await expect(dialog).toHaveTextContent(t("privacy:deletion.dialogDescription", { date: day() }));
    await expect(dialog).toHaveTextContent(t("privacy:deletion.item3"));
    const confirm = within(dialog).getByRole("button", { name: t("privacy:deletion.title") });
    // Nothing happens without the password.
    await expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText(passwordLabel());
    await userEvent.type(field, "wrong-one");
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith("wrong-one");
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/The password is not right; please try again/),
    );
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(field);
    await userEvent.type(field, `${RIGHT}{Enter}`);
    await expect(args.onConfirm).toHaveBeenLastCalledWith(RIGHT);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const card = canvas.getByRole("region", {
      name: t("privacy:deletion.pendingTitle", { date: day() }),
    });
    await userEvent.click(within(card).getByRole("button", { name: t("privacy:deletion.cancel") }));
    await expect(canvas.getByRole("region", { name: t("privacy:deletion.title") })).toBeInTheDocument();
  },
};

/** Keep my account (or Escape) closes it, and an opening later starts with an empty password. */
export const KeepIt: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: t("privacy:deletion.title") }));
    let dialog = await screen.findByRole("alertdialog");
    await userEvent.type(within(dialog).getByLabelText(passwordLabel()), "half-typed");
    await userEvent.click(within(dialog).getByRole("button", { name: t("privacy:deletion.keep") }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("button", { name: t("privacy:deletion.title") }));
    dialog = await screen.findByRole("alertdialog");
    await expect(within(dialog).getByLabelText(passwordLabel())).toHaveValue("");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <div className="flex flex-col gap-8">
      <Catalog
        rows={["card"] as const}
        columns={["nothing pending", "pending"] as const}
        render={(_, state) => (
          <AccountDeletionCard
            className="w-[26rem]"
            pendingAt={state === "pending" ? AT : null}
            onStart={() => {}}
            onCancel={() => {}}
          />
        )}
      />
      <Catalog
        rows={["empty", "wrong password", "submitting"] as const}
        columns={["dialog"] as const}
        render={(state) => (
          <DeleteAccountDialogPreview
            deletionAt={AT}
            password={state === "empty" ? "" : "rose1990"}
            error={state === "wrong password" ? "The password is not right; please try again" : undefined}
            submitting={state === "submitting"}
          />
        )}
      />
    </div>
  ),
};
