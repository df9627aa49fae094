/** The popover itself (Headless UI), loaded when the member first points at or focuses its button. */
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useRef } from "react";
import { cn } from "../utils/cn.ts";
import { type Intent, useReplayIntent } from "../utils/on-intent.tsx";
import {
  type NavPopoverFrameProps,
  NavTriggerContent,
  navPanelClass,
  navTriggerClass,
} from "./nav-popover.tsx";

export function NavPopoverPopup({ intent, ...props }: NavPopoverFrameProps & { intent?: Intent }) {
  const { title, children, className } = props;
  const root = useRef<HTMLDivElement>(null);
  useReplayIntent(root, intent, (button) => button.click());
  return (
    <Popover ref={root} data-slot="nav-popover" className={cn("relative inline-flex", className)}>
      <PopoverButton title={title} className={navTriggerClass}>
        <NavTriggerContent {...props} />
      </PopoverButton>
      {/* In place under the button, not portalled: a portalled panel brings focus guards that axe flags. */}
      <PopoverPanel
        transition
        focus
        className={cn(
          navPanelClass,
          "absolute end-0 top-full z-50 mt-2 origin-top-right transition duration-150 ease-out focus:outline-none data-closed:-translate-y-1 data-closed:opacity-0",
        )}
      >
        {({ close }) => <>{children(() => close())}</>}
      </PopoverPanel>
    </Popover>
  );
}
