import type { VariantProps } from "class-variance-authority";
import { type ComponentProps, useState } from "react";
import { OnlineDot } from "../online-dot/online-dot.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const avatarVariants = cva("relative inline-flex shrink-0 rounded-full", {
  variants: {
    size: {
      xs: "size-6 text-[0.625rem]",
      sm: "size-8 text-xs",
      md: "size-12 text-base",
      lg: "size-16 text-xl",
      xl: "size-24 text-3xl",
    },
    ring: {
      none: "",
      silver: "ring-2 ring-silver ring-offset-2 ring-offset-surface",
      gold: "ring-2 ring-gold ring-offset-2 ring-offset-surface",
    },
  },
  defaultVariants: { size: "md", ring: "none" },
});

type AvatarSize = NonNullable<VariantProps<typeof avatarVariants>["size"]>;
const dotSize = { xs: "sm", sm: "sm", md: "md", lg: "lg", xl: "xl" } as const satisfies Record<
  AvatarSize,
  string
>;

/** Warm pairs that all pass AA for the initials; a name always gets the same one. */
const palettes = [
  "bg-brand-100 text-brand-800",
  "bg-warning-50 text-warning-700",
  "bg-success-50 text-success-700",
  "bg-silver-light text-silver-dark",
  "bg-ink-100 text-ink-700",
];

function paletteFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return palettes[hash % palettes.length] ?? "bg-ink-100 text-ink-700";
}

const cjk = /[\u3400-\u9fff\uf900-\ufaff]/u;

/** "Lin Mei" -> "LM"; a Chinese name -> its first character (the family name). */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return "";
  const first = Array.from(trimmed)[0] ?? "";
  if (cjk.test(first)) return first;
  const words = trimmed.split(/\s+/);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? "")
    .join("")
    .toUpperCase();
}

export type AvatarProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof avatarVariants> & {
    /**
     * The picture's URL; when absent, empty or failing to load, the avatar shows the initials of `name` on a
     * colour picked from the name.
     */
    src?: string | null;
    /** Describes the picture; defaults to `name`. Without either the avatar is decorative. */
    alt?: string;
    /**
     * Gives the initials shown when there is no picture or it fails to load.
     * @default ""
     */
    name?: string;
    /** Shows an online dot at the corner when set. */
    online?: boolean;
  };

/**
 * A member's round picture, or their initials when there is none, with an optional online dot and a tier
 * ring. Use it wherever a member is named in a list or a header.
 */
export function Avatar({ src, alt, name = "", size, ring, online, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const description = alt ?? name;
  const showImage = Boolean(src) && src !== failedSrc;
  return (
    <span
      data-slot="avatar"
      data-state={showImage ? "image" : "fallback"}
      className={cn(avatarVariants({ size, ring }), className)}
      {...props}
    >
      {showImage && src ? (
        <img
          src={src}
          alt={description}
          onError={() => setFailedSrc(src)}
          className="size-full rounded-full bg-surface-sunken object-cover"
        />
      ) : (
        <span
          {...(description ? { role: "img", "aria-label": description } : { "aria-hidden": true })}
          className={cn(
            "flex size-full select-none items-center justify-center overflow-hidden rounded-full font-semibold",
            paletteFor(name),
          )}
        >
          {initialsOf(name) || <PersonIcon />}
        </span>
      )}
      {online !== undefined && (
        <OnlineDot online={online} size={dotSize[size ?? "md"]} className="absolute right-[4%] bottom-[4%]" />
      )}
    </span>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden className="size-3/5 opacity-80">
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5z" />
    </svg>
  );
}
