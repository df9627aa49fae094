import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Button } from "../button/button.tsx";
import { RefuseDialog, type RefuseDialogProps } from "./refuse-dialog.tsx";

function WithTrigger(args: RefuseDialogProps) {
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setName("LinMei")}>
        Refuse
      </Button>
      <RefuseDialog
        {...args}
        username={name}
        onClose={() => {
          args.onClose();
          setName(null);
        }}
      />
    </>
  );
}

const meta = {
  title: "Components/Admin/RefuseDialog",
  component: RefuseDialog,
  args: { username: null, onClose: fn(), onRefuse: fn() },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof RefuseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A reason is required (spaces are none); the trimmed reason is handed over. */
export const Refuse: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Refuse" }));
    const dialog = await body().findByRole("dialog", {
      name: t("pages:admin.refuseTitle", { name: "LinMei" }),
    });
    await expect(dialog).toHaveAccessibleDescription(t("pages:admin.refuseHint"));
    const reason = within(dialog).getByRole("textbox", { name: t("pages:admin.reason") });
    await userEvent.type(reason, "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: t("pages:admin.refuseSend") }));
    await expect(args.onRefuse).not.toHaveBeenCalled();
    await expect(reason).toBeInvalid();
    await userEvent.clear(reason);
    await userEvent.type(reason, " The photo does not show your face. ");
    await userEvent.click(within(dialog).getByRole("button", { name: t("pages:admin.refuseSend") }));
    await expect(args.onRefuse).toHaveBeenCalledWith("The photo does not show your face.");
  },
};

/** Cancel closes it; opened again it starts empty. */
export const StartsEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Refuse" }));
    let dialog = await body().findByRole("dialog", {
      name: t("pages:admin.refuseTitle", { name: "LinMei" }),
    });
    await userEvent.type(within(dialog).getByRole("textbox", { name: t("pages:admin.reason") }), "Blurry");
    await userEvent.click(within(dialog).getByRole("button", { name: t("feed:avatar.cancel") }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Refuse" }));
    dialog = await body().findByRole("dialog", { name: t("pages:admin.refuseTitle", { name: "LinMei" }) });
    await expect(within(dialog).getByRole("textbox", { name: t("pages:admin.reason") })).toHaveValue("");
  },
};
