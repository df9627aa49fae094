/**
 * The top bar of a mobile sub-page: back, the title, an action; and the sub-page it tops. Back
 * goes back in history; a screen opened directly goes to `back`, its logical parent.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";

export function MobileBar({
  title,
  back,
  action,
  headingInPage = false,
}: {
  title: string;
  back?: string;
  action?: ReactNode;
  /** The screen names itself with its own h1 (a profile's name): the bar's title is not a heading. */
  headingInPage?: boolean;
}) {
  // A bundled namespace: a bar that loaded one of its own suspended the screen it tops, and Headless
  // UI's labels rendered beside it (the radios of the notification settings) lost their names.
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  // The first entry of this tab's history ("default") was opened directly (a link, a reload, a
  // notification): there is nothing of ours to go back to, so back leads to the screen's parent,
  // which stands in its place and counts as opened directly too (its back leads to its parent).
  const location = useLocation();
  const opened =
    location.key === "default" || (location.state as { direct?: boolean } | null)?.direct === true;
  const goBack = () => {
    if (!opened) navigate(-1);
    else navigate(back || "/m/home/index", { replace: true, state: { direct: true } });
  };
  return (
    <header className="sticky top-0 z-20 flex h-12 items-center gap-2 border-b border-ink-100 bg-surface/95 px-3 backdrop-blur">
      {back !== undefined && (
        <button
          type="button"
          onClick={goBack}
          data-slot="back"
          className="-ms-1 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-brand-700"
        >
          ‹ {t("bar.back")}
        </button>
      )}
      {headingInPage ? (
        <p className="flex-1 truncate text-center font-semibold text-ink-900">{title}</p>
      ) : (
        <h1 className="flex-1 truncate text-center font-semibold text-ink-900">{title}</h1>
      )}
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
