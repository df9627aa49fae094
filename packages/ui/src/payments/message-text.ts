/**
 * A contracts MessageRef in the member's language, its `{field}` named too ("Please enter your card
 * number"). The same reading as apps/web/src/lib/messages.ts, which packages/ui cannot import.
 */
import type { MessageRef } from "@site/contracts";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

export function useMessageText() {
  const { t } = useTranslation("messages");
  return useCallback(
    (ref: MessageRef) => {
      const values: Record<string, string | number> = { ...ref.values };
      if (typeof values.field === "string") values.field = t(`fields.${values.field}` as "fields.username");
      const text = t(ref.key as "errors.invalid", values);
      // A message may start with a lower-case English field name ("{{field}} may be at most...").
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    [t],
  );
}
