import { DialogBackdrop, DialogPanel, Dialog as HeadlessDialog } from "@headlessui/react";
import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { DialogFrame } from "../dialog/dialog-frame.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const drawerPanelVariants = cva("fixed flex flex-col bg-surface shadow-overlay", {
  variants: {
    side: {
      bottom:
        "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl pb-[env(safe-area-inset-bottom)] data-closed:translate-y-full",
      right: "inset-y-0 right-0 w-full max-w-sm rounded-l-2xl data-closed:translate-x-full",
      left: "inset-y-0 left-0 w-full max-w-sm rounded-r-2xl data-closed:-translate-x-full",
    },
  },
  defaultVariants: { side: "right" },
});

export type DrawerProps = VariantProps<typeof drawerPanelVariants> & {
  /** Whether the drawer is shown; the app sets it back to false in `onClose`. */
  open: boolean;
  /** Called on Escape, a click on the backdrop, or the close button. */
  onClose: () => void;
  /** The heading, which names the drawer for screen readers. */
  title: ReactNode;
  /** A line under the title, read as the drawer's description. */
  description?: ReactNode;
  /** The body, which scrolls when it is taller than the panel. */
  children?: ReactNode;
  /** Actions at the foot of the panel. */
  footer?: ReactNode;
  /** Extra classes for the panel. */
  className?: string;
};

/** A modal sheet sliding in from an edge; the mobile language picker is a bottom sheet. */
export function Drawer({ open, onClose, side, className, ...frame }: DrawerProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} transition className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-900/45 transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <DialogPanel
        data-slot="drawer"
        data-side={side ?? "right"}
        transition
        className={cn(
          drawerPanelVariants({ side }),
          "transition-transform duration-250 ease-out data-leave:duration-200 data-leave:ease-in motion-reduce:transition-none",
          className,
        )}
      >
        {side === "bottom" && (
          <div aria-hidden className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-ink-200" />
        )}
        <DialogFrame onClose={onClose} {...frame} />
      </DialogPanel>
    </HeadlessDialog>
  );
}
