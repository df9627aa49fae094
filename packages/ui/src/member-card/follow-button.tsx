import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";

export type FollowButtonProps = Omit<ComponentProps<"button">, "children" | "aria-pressed"> & {
  /** The member is followed (is_like 1): the button is pressed and reads "Unfollow". */
  following: boolean;
  /**
   * The follow call is under way: a spinner, and no second click.
   * @default false
   */
  pending?: boolean;
  /**
   * A heart alone (the name says follow or unfollow), for the narrow grid card.
   * @default false
   */
  iconOnly?: boolean;
  /**
   * The button's size, as Button's and IconButton's `sm` and `md`.
   * @default "sm"
   */
  size?: "sm" | "md";
};

/** The follow toggle of cards and profiles; the app flips `following` when the call answers. */
export function FollowButton({
  following,
  pending = false,
  iconOnly = false,
  size = "sm",
  disabled,
  className,
  ...props
}: FollowButtonProps) {
  const { t } = useTranslation("ui");
  const label = following ? t("member.unfollow") : t("member.follow");
  const icon = pending ? <Spinner size="sm" className="text-current" /> : <HeartIcon filled={following} />;
  const shared = {
    "aria-pressed": following,
    "aria-busy": pending || undefined,
    disabled: disabled || pending,
    "data-state": following ? "on" : "off",
    ...props,
  };
  if (iconOnly)
    return (
      <IconButton
        data-slot="follow-button"
        label={label}
        size={size}
        variant="outline"
        className={cn(
          following && "border-brand-200 bg-brand-50 text-brand-600 hover:bg-brand-100",
          className,
        )}
        {...shared}
      >
        {icon}
      </IconButton>
    );
  return (
    <Button
      data-slot="follow-button"
      size={size}
      variant={following ? "secondary" : "outline"}
      className={cn(following ? "[&_svg]:text-brand-600" : "[&_svg]:text-ink-500", className)}
      {...shared}
    >
      {icon}
      {label}
    </Button>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M12 20.5s-8-4.9-8-11a4.6 4.6 0 018-3.1 4.6 4.6 0 018 3.1c0 6.1-8 11-8 11z" />
    </svg>
  );
}
