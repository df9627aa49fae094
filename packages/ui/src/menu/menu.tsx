import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { cva } from "class-variance-authority";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";

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

const itemVariants = cva(
  "flex w-full select-none items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm transition-colors data-disabled:opacity-50 [&_svg]:size-4.5 [&_svg]:shrink-0",
  {
    variants: {
      danger: {
        false: "text-ink-800 data-focus:bg-brand-50 data-focus:text-brand-800 [&_svg]:text-ink-500",
        true: "text-danger-700 data-focus:bg-danger-50",
      },
    },
    defaultVariants: { danger: false },
  },
);

type TriggerProps =
  /**
   * Custom trigger content, hidden from assistive technology: `label` is then required and names
   * the button (repeat any visible text in it, e.g. "Lin Mei, account menu").
   */
  | { trigger: ReactNode; label: string }
  /** Without a trigger: a "more" (three dots) button, named ui:menu.more unless `label` says otherwise. */
  | { trigger?: undefined; label?: string };

export type MenuProps = TriggerProps & {
  items: MenuItemSpec[];
  /** Which edge of the trigger the dropdown lines up with. */
  align?: "start" | "end";
  className?: string;
  triggerClassName?: string;
};

export function Menu({ trigger, label, items, align = "end", className, triggerClassName }: MenuProps) {
  const { t } = useTranslation("ui");
  return (
    <HeadlessMenu as="div" data-slot="menu" className={cn("relative inline-flex", className)}>
      <MenuButton
        className={cn(
          "inline-flex h-10 select-none items-center justify-center gap-2 rounded-full text-ink-700 transition-colors hover:bg-ink-100 focus:outline-none data-focus:outline-3 data-focus:outline-offset-2 data-focus:outline-brand-300 data-open:bg-ink-100 [&_svg]:size-5",
          trigger === undefined ? "w-10" : "ps-1 pe-3",
          triggerClassName,
        )}
      >
        {/* The label names the button; the trigger is what sighted members see. */}
        <span aria-hidden className="contents">
          {trigger ?? <DotsIcon />}
        </span>
        <span className="sr-only">{label ?? t("menu.more")}</span>
      </MenuButton>
      <MenuItems
        transition
        anchor={{ to: align === "end" ? "bottom end" : "bottom start", gap: 8, padding: 8 }}
        className={cn(
          "z-50 min-w-52 rounded-xl bg-surface p-1.5 shadow-overlay ring-1 ring-ink-900/5 focus:outline-none",
          "transition duration-150 ease-out data-closed:-translate-y-1 data-closed:opacity-0",
          align === "end" ? "origin-top-right" : "origin-top-left",
        )}
      >
        {items.map((item, index) => (
          <Fragment key={item.key}>
            {item.danger && index > 0 && !items[index - 1]?.danger && (
              <MenuSeparator className="mx-2 my-1.5 h-px bg-ink-100" />
            )}
            {item.href !== undefined ? (
              <MenuItem
                as="a"
                href={item.href}
                onClick={item.onSelect}
                disabled={item.disabled}
                className={itemVariants({ danger: item.danger ?? false })}
              >
                {item.icon}
                {item.label}
              </MenuItem>
            ) : (
              <MenuItem
                as="button"
                type="button"
                onClick={item.onSelect}
                disabled={item.disabled}
                className={itemVariants({ danger: item.danger ?? false })}
              >
                {item.icon}
                {item.label}
              </MenuItem>
            )}
          </Fragment>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}
