import { DialogBackdrop, DialogPanel, Dialog as HeadlessDialog } from "@headlessui/react";
import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { DialogFrame } from "./dialog-frame.tsx";

export const dialogPanelVariants = cva(
  "relative flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-2xl bg-surface shadow-overlay",
  {
    variants: {
      size: {
        sm: "max-w-[400px]",
        md: "max-w-[560px]",
        lg: "max-w-[800px]",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type DialogProps = VariantProps<typeof dialogPanelVariants> & {
  /** Whether the dialog is shown; the app sets it back to false in `onClose`. */
  open: boolean;
  /** Called on Escape, a click on the backdrop, or the close button. */
  onClose: () => void;
  /** The heading, which names the dialog for screen readers. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** The body, which scrolls when it is taller than the screen. */
  children?: ReactNode;
  /** Actions, right-aligned under a hairline ("Cancel", "Save"). */
  footer?: ReactNode;
  /** Hides the close button when the footer already offers a way out. */
  hideClose?: boolean;
  /** Extra classes for the panel. */
  className?: string;
  /**
   * "alertdialog" for a question that needs an answer before going on (a confirmation); "dialog" otherwise.
   */
  role?: "dialog" | "alertdialog";
};

/** A centred modal: focus trapped inside and returned to the opener; fades out in 200 ms (spec §9). */
export function Dialog({ open, onClose, size, className, role, ...frame }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} transition className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-900/45 backdrop-blur-[2px] transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-slot="dialog"
          transition
          className={cn(
            dialogPanelVariants({ size }),
            "transition duration-200 ease-out data-closed:translate-y-2 data-closed:scale-95 data-closed:opacity-0",
            className,
          )}
        >
          <DialogFrame onClose={onClose} {...frame} />
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
