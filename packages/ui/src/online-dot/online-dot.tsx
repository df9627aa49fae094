import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

// Each size names its own ring width, so that no class of the list overrides another.
export const onlineDotVariants = cva("inline-block shrink-0 rounded-full ring-surface", {
  variants: {
    online: { true: "bg-online", false: "bg-offline" },
    size: { sm: "size-2 ring-2", md: "size-2.5 ring-2", lg: "size-3.5 ring-2", xl: "size-4 ring-[3px]" },
  },
  defaultVariants: { size: "md" },
});

export type OnlineDotProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof onlineDotVariants> & {
    /** Green when online, grey otherwise; the state is also its accessible name unless `decorative`. */
    online: boolean;
    /**
     * Hide from assistive technology when a neighbour already says the status.
     * @default false
     */
    decorative?: boolean;
  };

/**
 * The small presence dot on an avatar or beside a name. When the words are on screen too ("Online now"), make
 * it `decorative`.
 */
export function OnlineDot({ online, decorative = false, size, className, ...props }: OnlineDotProps) {
  const { t } = useTranslation("ui");
  const label = online ? t("online.online") : t("online.offline");
  return (
    <span
      data-slot="online-dot"
      data-state={online ? "online" : "offline"}
      className={cn(onlineDotVariants({ online, size }), className)}
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": label, title: label })}
      {...props}
    />
  );
}
