import { splitEmoticons } from "@site/contracts";
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { emoticonUrl } from "./emoticon-urls.ts";

export const emoticonVariants = cva("inline-block shrink-0 select-none align-text-bottom", {
  variants: {
    // spec §9: emoticon images are 24 px; previews on one line use a smaller one.
    size: { md: "size-6", sm: "size-[1.125rem]" },
  },
  defaultVariants: { size: "md" },
});

export type EmoticonTextProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof emoticonVariants> & {
    /** Message text with bracketed emoticon names: "hi [smile]". Unknown names stay text. */
    text: string;
  };

/** Text with each `[name]` of EMOTICONS drawn as its Twemoji picture (alt = the name, so a copy reads "smile"). */
export function EmoticonText({ text, size, className, ...props }: EmoticonTextProps) {
  return (
    <span data-slot="emoticon-text" className={cn("whitespace-pre-wrap break-words", className)} {...props}>
      {splitEmoticons(text).map((part, index) =>
        "emoticon" in part ? (
          <img
            // Parts never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            src={emoticonUrl(part.code)}
            alt={part.emoticon}
            title={part.emoticon}
            width={24}
            height={24}
            draggable={false}
            className={emoticonVariants({ size })}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
