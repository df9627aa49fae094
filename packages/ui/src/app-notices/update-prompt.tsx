import { type ComponentProps, useId } from "react";
import { Button } from "../button/button.tsx";
import { cn } from "../utils/cn.ts";

export type UpdatePromptProps = Omit<ComponentProps<"div">, "children"> & {
  /** Hands over to the new version (the app reloads). */
  onReload: () => void;
  /** Keeps the running version until the next start. */
  onLater: () => void;
  /**
   * The reload is under way: its button spins.
   * @default false
   */
  reloading?: boolean;
  /** The card's words in the reader's language: title, text and the two buttons. */
  labels: { title: string; text: string; reload: string; later: string };
};

/** A new version of the app is ready: the member chooses when to reload into it. */
export function UpdatePrompt({
  onReload,
  onLater,
  reloading = false,
  labels,
  className,
  ...props
}: UpdatePromptProps) {
  const id = useId();
  return (
    <div
      data-slot="update-prompt"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={cn(
        "flex w-full max-w-md flex-col gap-3 rounded-2xl bg-surface p-4 shadow-raised ring-1 ring-ink-100",
        className,
      )}
      {...props}
    >
      <div>
        <p id={`${id}-title`} className="font-semibold text-ink-900">
          {labels.title}
        </p>
        <p id={`${id}-text`} className="mt-0.5 text-sm text-ink-600">
          {labels.text}
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onLater}>
          {labels.later}
        </Button>
        <Button size="sm" onClick={onReload} loading={reloading}>
          {labels.reload}
        </Button>
      </div>
    </div>
  );
}
