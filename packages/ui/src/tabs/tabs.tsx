import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { Badge } from "../badge/badge.tsx";
import { cn } from "../utils/cn.ts";

const tabListVariants = cva("flex", {
  variants: {
    variant: {
      underline: "gap-6 border-ink-100 border-b",
      pill: "w-fit gap-1 rounded-full bg-ink-100 p-1",
    },
    fill: { true: "w-full gap-0" },
  },
  compoundVariants: [{ variant: "pill", fill: true, className: "gap-1" }],
  defaultVariants: { variant: "underline" },
});

const tabVariants = cva(
  "inline-flex select-none items-center justify-center gap-1.5 whitespace-nowrap font-medium text-sm transition-colors focus:outline-none data-disabled:opacity-50 data-focus:outline-3 data-focus:outline-brand-300",
  {
    variants: {
      variant: {
        underline:
          "-mb-px border-transparent border-b-2 px-1 pt-2 pb-2.5 text-ink-600 data-focus:outline-offset-0 data-hover:text-ink-900 data-selected:border-brand-600 data-selected:font-semibold data-selected:text-brand-700",
        pill: "h-9 rounded-full px-4 text-ink-600 data-focus:outline-offset-1 data-hover:text-ink-900 data-selected:bg-surface data-selected:text-ink-900 data-selected:shadow-card",
      },
      fill: { true: "flex-1" },
    },
    defaultVariants: { variant: "underline" },
  },
);

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Unread count beside the label (capped like every badge). */
  badge?: number;
  /** The panel; omit on every item to use the tabs as a filter over content rendered elsewhere. */
  content?: ReactNode;
  disabled?: boolean;
}

export type TabsProps = Omit<ComponentProps<"div">, "onChange" | "children"> &
  VariantProps<typeof tabListVariants> & {
    items: TabItem[];
    /** Controlled selection; omit for uncontrolled with `defaultSelectedKey`. */
    selectedKey?: string;
    defaultSelectedKey?: string;
    onChange?: (key: string) => void;
    /** Names the tab list for assistive technology ("Mailbox folders"). */
    label?: string;
    panelClassName?: string;
  };

export function Tabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onChange,
  variant,
  fill,
  label,
  className,
  panelClassName,
  ...props
}: TabsProps) {
  const indexOf = (key: string | undefined) =>
    key === undefined
      ? undefined
      : Math.max(
          0,
          items.findIndex((item) => item.key === key),
        );
  const hasPanels = items.some((item) => item.content !== undefined);
  return (
    <TabGroup
      data-slot="tabs"
      selectedIndex={indexOf(selectedKey)}
      defaultIndex={indexOf(defaultSelectedKey)}
      onChange={(index: number) => {
        const item = items[index];
        if (item) onChange?.(item.key);
      }}
      className={className}
      {...props}
    >
      <TabList aria-label={label} className={tabListVariants({ variant, fill })}>
        {items.map((item) => (
          <Tab key={item.key} disabled={item.disabled} className={tabVariants({ variant, fill })}>
            {item.label}
            {item.badge ? <Badge count={item.badge} size="sm" /> : null}
          </Tab>
        ))}
      </TabList>
      {hasPanels && (
        <TabPanels className="mt-4">
          {items.map((item) => (
            <TabPanel
              key={item.key}
              className={cn(
                "rounded-lg focus:outline-none data-focus:outline-3 data-focus:outline-brand-300",
                panelClassName,
              )}
            >
              {item.content}
            </TabPanel>
          ))}
        </TabPanels>
      )}
    </TabGroup>
  );
}
