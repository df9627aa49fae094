import { Timing, TRANSLATE_TARGETS, type TranslateTarget } from "@site/contracts";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { CloseIcon } from "../icon-button/close-icon.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { Select } from "../select/select.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { AlertIcon } from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";

type Answer =
  | { state: "idle" }
  | { state: "waiting" }
  | { state: "done"; text: string }
  | { state: "failed"; message: string };

export type TranslatePanelProps = Omit<ComponentProps<"fieldset">, "children" | "translate"> & {
  /** The text to translate (the composer's text); nothing is asked while it is blank. */
  source: string;
  /** The translate call; a rejection shows its `message`. */
  translate: (text: string, to: TranslateTarget) => Promise<string>;
  /**
   * The language chosen first.
   * @default "en"
   */
  defaultTarget?: TranslateTarget;
  /**
   * The languages offered: those the site's translation provider serves (initdata), the spec's
   * whole list when not told. The default target is the first of them when it is not among them.
   * @default TRANSLATE_TARGETS
   */
  targets?: readonly TranslateTarget[];
  /** Shows a "Use" button that hands over the translation. */
  onUse?: (translated: string) => void;
  /** Shows a close button. */
  onClose?: () => void;
};

/**
 * Translates `source` Timing.translateDebounce (500 ms) after it or the target language stops
 * changing (spec §5). Only the latest request's answer shows: a slow earlier one is dropped.
 */
export function TranslatePanel({
  source,
  translate,
  defaultTarget: wanted = "en",
  targets = TRANSLATE_TARGETS,
  onUse,
  onClose,
  className,
  ...props
}: TranslatePanelProps) {
  const { t } = useTranslation("chat");
  const defaultTarget = targets.includes(wanted) ? wanted : (targets[0] ?? wanted);
  const [target, setTarget] = useState<TranslateTarget>(defaultTarget);
  const [answer, setAnswer] = useState<Answer>({ state: "idle" });
  // The caller's function may be a new one each render; only source and target restart the wait.
  const call = useRef(translate);
  useEffect(() => {
    call.current = translate;
  });
  const latest = useRef(0);

  useEffect(() => {
    latest.current += 1;
    const request = latest.current;
    if (!source.trim()) {
      setAnswer({ state: "idle" });
      return;
    }
    setAnswer({ state: "waiting" });
    const timer = setTimeout(() => {
      call.current(source, target).then(
        (text) => request === latest.current && setAnswer({ state: "done", text }),
        (error: unknown) =>
          request === latest.current &&
          setAnswer({ state: "failed", message: error instanceof Error ? error.message : String(error) }),
      );
    }, Timing.translateDebounce);
    return () => clearTimeout(timer);
  }, [source, target]);

  return (
    <fieldset
      data-slot="translate-panel"
      data-state={answer.state}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-xl bg-surface p-3 shadow-overlay ring-1 ring-ink-900/5",
        className,
      )}
      {...props}
    >
      <legend className="sr-only">{t("translate.label")}</legend>
      <div className="flex items-end gap-2">
        <Select
          className="min-w-0 flex-1"
          size="sm"
          label={t("translate.target")}
          options={targets.map((value) => ({ value, label: t(`translate.languages.${value}`) }))}
          value={target}
          onChange={(value) => setTarget(targets.find((code) => code === value) ?? defaultTarget)}
        />
        {onClose && (
          <IconButton label={t("translate.close")} size="sm" onClick={onClose} className="mb-0.5">
            <CloseIcon />
          </IconButton>
        )}
      </div>
      <div aria-live="polite" className="min-h-10 text-sm">
        {answer.state === "idle" && <p className="text-ink-500">{t("translate.hint")}</p>}
        {answer.state === "waiting" && (
          <p className="flex items-center gap-2 text-ink-600">
            <Spinner size="sm" />
            {t("translate.translating")}
          </p>
        )}
        {answer.state === "done" && (
          <p className="max-h-32 overflow-y-auto whitespace-pre-wrap break-words text-ink-900">
            {answer.text}
          </p>
        )}
        {answer.state === "failed" && (
          <p role="alert" className="flex items-start gap-1.5 font-medium text-danger-700">
            <AlertIcon />
            <span>{answer.message}</span>
          </p>
        )}
      </div>
      {onUse && (
        <Button
          size="sm"
          variant="secondary"
          className="self-end"
          disabled={answer.state !== "done"}
          onClick={() => answer.state === "done" && onUse(answer.text)}
        >
          {t("translate.use")}
        </Button>
      )}
    </fieldset>
  );
}
