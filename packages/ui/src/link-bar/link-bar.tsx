import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const listVariants = cva("flex w-max min-w-0 items-center", {
  variants: {
    variant: {
      pill: "gap-1 rounded-full bg-ink-100 p-1",
      underline: "min-w-full gap-6 border-ink-100 border-b",
    },
  },
  defaultVariants: { variant: "pill" },
});

const linkVariants = cva(
  "inline-flex select-none items-center justify-center gap-1.5 whitespace-nowrap font-medium text-sm transition-colors focus-visible:outline-3 focus-visible:outline-brand-300 [&_svg]:size-4.5",
  {
    variants: {
      variant: {
        pill: "h-9 rounded-full px-4 focus-visible:outline-offset-1",
        underline: "-mb-px h-11 border-transparent border-b-2 px-1 focus-visible:outline-offset-0",
      },
      active: { true: "font-semibold", false: "text-ink-600 hover:text-ink-900" },
    },
    compoundVariants: [
      { variant: "pill", active: true, className: "bg-surface text-brand-700 shadow-card" },
      { variant: "pill", active: false, className: "hover:bg-ink-50/60" },
      { variant: "underline", active: true, className: "border-brand-600 text-brand-700" },
      { variant: "underline", active: false, className: "hover:border-ink-200" },
    ],
    defaultVariants: { variant: "pill", active: false },
  },
);

export interface LinkBarItem {
  key: string;
  label: ReactNode;
  href: string;
}

/** What a link of the bar needs; a router link takes them as they are. */
export interface LinkBarLinkProps {
  className: string;
  "aria-current"?: "page";
  children: ReactNode;
}

export type LinkBarProps = VariantProps<typeof listVariants> & {
  /** The links, each with its key, label and address, in the order shown. */
  items: LinkBarItem[];
  /** The key of the page being shown: marked aria-current="page". */
  activeKey: string;
  /** Renders each link (the app's router link); defaults to a plain `<a href>`. */
  renderLink?: (item: LinkBarItem, props: LinkBarLinkProps) => ReactNode;
  /** Names the navigation landmark ("Members"). */
  label: string;
  /** Extra classes for the scrolling outer element. */
  className?: string;
};

/** The links across the member pages (online, latest, search); scrolls sideways when narrow. */
export function LinkBar({ items, activeKey, renderLink, label, variant, className }: LinkBarProps) {
  return (
    <nav
      data-slot="link-bar"
      aria-label={label}
      className={cn("max-w-full overflow-x-auto [scrollbar-width:none]", className)}
    >
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list. */}
      <ul role="list" className={listVariants({ variant })}>
        {items.map((item) => {
          const active = item.key === activeKey;
          const props: LinkBarLinkProps = {
            className: cn(linkVariants({ variant, active })),
            children: item.label,
            ...(active ? { "aria-current": "page" } : {}),
          };
          return (
            <li key={item.key} data-state={active ? "active" : "inactive"} className="shrink-0">
              {renderLink ? renderLink(item, props) : <a href={item.href} {...props} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
