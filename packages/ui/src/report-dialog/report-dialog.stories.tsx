import type { ReportType } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { ReportDialog, ReportDialogPreview, type ReportDialogProps } from "./report-dialog.tsx";

/** A trigger that owns the open state, as the app's report button would. */
function WithTrigger(args: ReportDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Report
      </Button>
      <ReportDialog
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
  title: "Components/Members/ReportDialog",
  component: ReportDialog,
  args: { open: false, onClose: fn(), username: "LinMei", onSubmit: fn() },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openDialog(
  canvas: ReturnType<typeof within>,
  name = t("ui:report.title", { username: "LinMei" }),
) {
  await userEvent.click(canvas.getByRole("button", { name: "Report" }));
  return body().findByRole("dialog", { name });
}

/** Submit stays disabled until a type is chosen; it then sends that type. */
export const ChooseAndSubmit: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription(t("ui:report.description"));
    const group = within(dialog).getByRole("radiogroup", { name: t("ui:report.reason") });
    await expect(within(group).getAllByRole("radio")).toHaveLength(3);
    const submit = within(dialog).getByRole("button", { name: t("ui:report.submit") });
    await expect(submit).toBeDisabled();

    await userEvent.click(within(dialog).getByRole("radio", { name: t("ui:report.offensive") }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(2);
  },
};

/** While the returned promise runs, the button spins and the choice is locked. */
export const SubmitsAsync: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole("radio", { name: t("ui:report.illegal") }));
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith(3);
    const submit = within(dialog).getByRole("button", { name: t("ui:report.submit") });
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("radio", { name: t("ui:report.illegal") })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await waitFor(() => expect(submit).not.toHaveAttribute("aria-busy"));
  },
};

/** The app's own flag: busy without a promise. */
export const Submitting: Story = {
  args: { open: true, submitting: true },
  play: async () => {
    const dialog = await body().findByRole("dialog", { name: t("ui:report.title", { username: "LinMei" }) });
    await expect(within(dialog).getByRole("button", { name: t("ui:report.submit") })).toBeDisabled();
  },
};

/** Escape closes it and gives focus back to the trigger; nothing is sent. */
export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    await openDialog(canvas);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "Report" })).toHaveFocus();
  },
};

/** Cancel closes it; opened again, the earlier choice is gone. */
export const CancelResets: Story = {
  play: async ({ canvas, args }) => {
    let dialog = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole("radio", { name: t("ui:report.ads") }));
    await userEvent.click(within(dialog).getByRole("button", { name: t("feed:avatar.cancel") }));
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();

    dialog = await openDialog(canvas);
    await expect(within(dialog).getByRole("radio", { name: t("ui:report.ads") })).not.toBeChecked();
    await expect(within(dialog).getByRole("button", { name: t("ui:report.submit") })).toBeDisabled();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { username: "王小美" },
  render: (args) => <ReportDialog {...args} open />,
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", { name: "檢舉 王小美" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "廣告或垃圾訊息" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "送出檢舉" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(1);
  },
};

/** The panel in each state, shown in place. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["LinMei", "王小美"] as const}
      columns={["nothing chosen", "chosen", "submitting"] as const}
      render={(username, state) => {
        const type: ReportType | null = state === "nothing chosen" ? null : 2;
        return <ReportDialogPreview username={username} type={type} submitting={state === "submitting"} />;
      }}
    />
  ),
};
