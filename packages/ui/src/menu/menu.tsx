/**
 * A button that opens a list of actions (the account menu, a row's "more"). The trigger is on the
 * page at once; the menu's machinery (Headless UI, about 20 KB) loads when the member points at it
 * or focuses it, and a click or key pressed meanwhile opens it when it arrives.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { onIntent } from "../utils/on-intent.tsx";

export interface MenuItemSpec {
  key: string;
  label: ReactNode;
  /** Called when the item is chosen (click, Enter or Space). */
  onSelect?: () => void;
  /** Renders the item as a link. */
  href?: string;
  /** Destructive actions (sign out) read in red, set apart by a separator. */
  danger?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
}

type TriggerProps =
  /**
   * Custom trigger content, hidden from assistive technology: `label` is then required and names
   * the button (repeat any visible text in it, e.g. "Lin Mei, account menu").
   */
  | {
      /** What the trigger button shows (an avatar and a name); hidden from screen readers. */
      trigger: ReactNode;
      /** Names the trigger button for screen readers; repeat any visible text in it. */
      label: string;
    }
  /** Without a trigger: a "more" (three dots) button, named ui:menu.more unless `label` says otherwise. */
  | {
      /** Absent: the trigger is the three-dots button. */
      trigger?: undefined;
      /** Names the three-dots button; ui:menu.more ("More") when absent. */
      label?: string;
    };

export type MenuProps = TriggerProps & {
  /** The actions, in the order shown; a `danger` item is set apart at the end. */
  items: MenuItemSpec[];
  /** Which edge of the trigger the dropdown lines up with. */
  align?: "start" | "end";
  /** Classes for the menu's outer element. */
  className?: string;
  /** Classes for the trigger button. */
  triggerClassName?: string;
};

/** The trigger's look, shared by the placeholder and the real button. */
export const menuTriggerClass = (dots: boolean, extra?: string) =>
  cn(
    "inline-flex h-10 select-none items-center justify-center gap-2 rounded-full text-ink-700 transition-colors hover:bg-ink-100 focus:outline-none data-focus:outline-3 data-focus:outline-offset-2 data-focus:outline-brand-300 data-open:bg-ink-100 [&_svg]:size-5",
    dots ? "w-10" : "ps-1 pe-3",
    extra,
  );

const useMenuPopup = onIntent(() => import("./menu-popup.tsx"));

/**
 * A button that opens a list of actions (the account menu, a row's "more"). For navigation between pages use
 * LinkBar or links; for a choice that is saved use Select.
 */
export function Menu(props: MenuProps) {
  const { t } = useTranslation("ui");
  const { module, intent, handlers } = useMenuPopup();
  if (module) return <module.MenuPopup {...props} intent={intent} />;
  const { trigger, label, className, triggerClassName } = props;
  return (
    <div data-slot="menu" className={cn("relative inline-flex", className)}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        className={cn(
          menuTriggerClass(trigger === undefined, triggerClassName),
          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300",
        )}
        {...handlers}
      >
        <span aria-hidden className="contents">
          {trigger ?? <DotsIcon />}
        </span>
        <span className="sr-only">{label ?? t("menu.more")}</span>
      </button>
    </div>
  );
}

export function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}
