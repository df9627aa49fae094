/**
 * Turns the contracts' message refs (form validation) and the server's answer keys into the
 * member's language. Field names inside messages are translated too ("That {{field}} does not look right").
 */
import type { Answer, MessageRef } from "@site/contracts";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

function isRef(value: unknown): value is MessageRef {
  return typeof value === "object" && value !== null && "key" in value;
}

export function useMessageText() {
  const { t } = useTranslation("messages");
  return useCallback(
    (
      ref: MessageRef | { key?: string; values?: Record<string, string | number> } | undefined,
      fallback?: string,
    ) => {
      if (!ref?.key) return fallback ?? "";
      const values: Record<string, string | number> = { ...ref.values };
      if (typeof values.field === "string") values.field = t(`fields.${values.field}` as "fields.username");
      const text = t(ref.key as "errors.invalid", { ...values, defaultValue: fallback ?? "" });
      // A message may start with a lower-case English field name ("{{field}} may be at most...").
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    [t],
  );
}

/** The text of an answer: its key in the member's language, else its English msg. */
export function useAnswerText() {
  const text = useMessageText();
  return useCallback((answer: Answer) => text(answer, answer.msg), [text]);
}

/** The translated error of a formik field, once the field was touched or the form submitted. */
export function useFieldError() {
  const text = useMessageText();
  return useCallback(
    (
      form: { errors: Record<string, unknown>; touched: Record<string, unknown>; submitCount: number },
      name: string,
    ) => {
      const error = form.errors[name];
      if (!error || (!form.touched[name] && form.submitCount === 0)) return undefined;
      return isRef(error) ? text(error) : String(error);
    },
    [text],
  );
}
