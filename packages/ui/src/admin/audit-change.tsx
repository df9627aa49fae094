import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";

export type AuditChangeProps = {
  /** The fields' values before the action; null when the action created the thing. */
  before: Record<string, unknown> | null;
  /** The fields' values after the action; null when the action removed the thing. */
  after: Record<string, unknown> | null;
  /** Extra classes for the outer element. */
  className?: string;
};

const shown = (value: unknown) =>
  value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);

/**
 * What one staff action changed (issue 14's audit trail): each field with its value before,
 * struck through, and after. A field only before was removed; only after, added.
 */
export function AuditChange({ before, after, className }: AuditChangeProps) {
  const { t } = useTranslation("pages");
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return null;
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs", className)}>
      {keys.map((key) => {
        const was = before?.[key];
        const now = after?.[key];
        const same = JSON.stringify(was) === JSON.stringify(now);
        return (
          <div key={key} className="contents">
            <dt className="font-mono text-ink-600">{key}</dt>
            <dd className="min-w-0 break-words">
              {before && key in before && !same && (
                <>
                  <del className="bg-danger-50 text-danger-700 decoration-danger-400">
                    <span className="sr-only">{t("admin.auditBefore")} </span>
                    {shown(was)}
                  </del>{" "}
                  <span aria-hidden="true">→</span>{" "}
                </>
              )}
              {after && key in after ? (
                <ins className={cn("no-underline", !same && "bg-success-50 text-success-700")}>
                  <span className="sr-only">{t("admin.auditAfter")} </span>
                  {shown(now)}
                </ins>
              ) : (
                <span className="text-ink-500">{t("admin.auditRemoved")}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
