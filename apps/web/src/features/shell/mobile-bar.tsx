/** The top bar of a mobile sub-page: back (to a path, or the previous screen), the title, an action; and the sub-page it tops. */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";

export function MobileBar({ title, back, action }: { title: string; back?: string; action?: ReactNode }) {
  // A bundled namespace: a bar that loaded one of its own suspended the screen it tops, and Headless
  // UI's labels rendered beside it (the radios of the notification settings) lost their names.
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-20 flex h-12 items-center gap-2 border-b border-ink-100 bg-surface/95 px-3 backdrop-blur">
      {back !== undefined && (
        <button
          type="button"
          onClick={() => (back ? navigate(back) : navigate(-1))}
          className="rounded-full px-2 py-1 text-sm font-semibold text-brand-700"
        >
          ‹ {t("bar.back")}
        </button>
      )}
      <h1 className="flex-1 truncate text-center font-semibold text-ink-900">{title}</h1>
      <span className="min-w-12 text-right">{action}</span>
    </header>
  );
}

/** A mobile sub-page: its bar (title, back), then its content in `className`'s box. */
export function MobilePage({
  title,
  back,
  className,
  children,
}: {
  title: string;
  back: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div>
      <MobileBar title={title} back={back} />
      <div className={className}>{children}</div>
    </div>
  );
}
