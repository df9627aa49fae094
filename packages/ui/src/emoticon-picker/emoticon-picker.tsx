import { EMOTICONS, type EmoticonName } from "@site/contracts";
import { type ComponentProps, type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { emoticonUrl } from "./emoticon-urls.ts";

/** Eight across fits the 300 px floating chat window with room to spare. */
const COLUMNS = 8;

export type EmoticonPickerProps = Omit<ComponentProps<"div">, "children" | "onKeyDown"> & {
  /** Called with the chosen name ("smile"); the caller writes it as `[smile]`. */
  onPick: (name: EmoticonName) => void;
  /**
   * Focuses the first emoticon when the picker opens.
   * @default false
   */
  autoFocus?: boolean;
};

/**
 * The 96 emoticons as a grid of buttons with one tab stop: the arrow keys, Home and End move
 * between them, Enter or Space picks (96 stops would bury the send button).
 */
export function EmoticonPicker({ onPick, autoFocus = false, className, ...props }: EmoticonPickerProps) {
  const { t } = useTranslation("chat");
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const last = EMOTICONS.length - 1;
    const next = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      ArrowDown: active + COLUMNS,
      ArrowUp: active - COLUMNS,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = Math.min(last, Math.max(0, next));
    setActive(index);
    buttons.current[index]?.focus();
  };

  return (
    <div
      data-slot="emoticon-picker"
      className={cn(
        // A compact grid whatever room it is given: eight columns of 36 px, not spread over a wide page.
        "flex w-fit max-w-full flex-col gap-1.5 rounded-xl bg-surface p-2 shadow-overlay ring-1 ring-ink-900/5",
        className,
      )}
      {...props}
    >
      <fieldset
        onKeyDown={move}
        className="grid max-h-48 min-w-0 grid-cols-[repeat(8,minmax(0,2.25rem))] gap-0.5 overflow-y-auto overscroll-contain"
      >
        <legend className="sr-only">{t("emoticons.label")}</legend>
        {EMOTICONS.map(([name, code], index) => {
          const label = t(`emoticons.names.${name}`, { defaultValue: name });
          return (
            <button
              key={name}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === active ? 0 : -1}
              aria-label={label}
              title={label}
              // biome-ignore lint/a11y/noAutofocus: the picker opens on purpose and takes the focus
              autoFocus={autoFocus && index === 0}
              onFocus={() => setActive(index)}
              onClick={() => onPick(name)}
              className="flex size-8 items-center justify-center rounded-md transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:-outline-offset-2 active:bg-brand-100"
            >
              <img
                src={emoticonUrl(code)}
                alt=""
                width={24}
                height={24}
                draggable={false}
                className="size-6"
              />
            </button>
          );
        })}
      </fieldset>
      <p className="px-1 text-[0.6875rem] text-ink-500">{t("emoticons.attribution")}</p>
    </div>
  );
}
