import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { Fragment, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { type Intent, useReplayIntent } from "../utils/on-intent.tsx";
import { DotsIcon, type MenuProps, menuTriggerClass } from "./menu.tsx";

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

/** The menu itself (Headless UI), loaded when the member first points at or focuses the trigger. */
export function MenuPopup({
  trigger,
  label,
  items,
  align = "end",
  className,
  triggerClassName,
  intent,
}: MenuProps & { intent?: Intent }) {
  const { t } = useTranslation("ui");
  const root = useRef<HTMLDivElement>(null);
  useReplayIntent(root, intent, (button, via) =>
    via === "keyboard"
      ? button.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }))
      : button.click(),
  );
  return (
    <HeadlessMenu as="div" ref={root} data-slot="menu" className={cn("relative inline-flex", className)}>
      <MenuButton className={menuTriggerClass(trigger === undefined, triggerClassName)}>
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
            {/* A link when it has an address, else a button: one item either way. */}
            <MenuItem
              {...(item.href !== undefined
                ? { as: "a" as const, href: item.href }
                : { as: "button" as const, type: "button" as const })}
              onClick={item.onSelect}
              disabled={item.disabled}
              className={itemVariants({ danger: item.danger ?? false })}
            >
              {item.icon}
              {item.label}
            </MenuItem>
          </Fragment>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}
