/**
 * The page the link mailed to a new e-mail address opens: it confirms the change once and says
 * how it went. It works signed in or not (the mail may be read on another device).
 */
import { Spinner } from "@site/ui/spinner";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { useAnswerText } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { AuthCard } from "./auth-layout.tsx";
import { visitorLinks } from "./links.ts";

export default function ConfirmEmailPage() {
  const { t } = useTranslation("auth");
  const variant = useVariant();
  const [params] = useSearchParams();
  const code = params.get("code") ?? "";
  const { calls, token, refresh } = useSession();
  const answerText = useAnswerText();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  // A link works once: the call must not go twice (React runs effects twice in development).
  const asked = useRef(false);

  useEffect(() => {
    if (!code || asked.current) return;
    asked.current = true;
    calls
      .confirmEmail({ code })
      .then(async (answer) => {
        setOutcome({ ok: answer.status === 200, text: answerText(answer) });
        if (answer.status === 200 && token) await refresh();
      })
      .catch(() => setOutcome({ ok: false, text: t("network") }));
  }, [code, calls, token, refresh, answerText, t]);

  const next = token
    ? { to: variant === "w" ? "/w/home/user/edit" : "/m/home/my/index", label: t("confirmEmail.home") }
    : { to: visitorLinks(variant).login, label: t("links.login") };
  return (
    <AuthCard title={t("confirmEmail.title")}>
      {!code ? (
        <p className="text-ink-700">{t("confirmEmail.missing")}</p>
      ) : outcome ? (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "text-ink-700" : "text-danger-700"}>
          {outcome.text}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-ink-700">
          <Spinner size="sm" />
          {t("confirmEmail.checking")}
        </p>
      )}
      {(outcome || !code) && (
        <Link to={next.to} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          {next.label}
        </Link>
      )}
    </AuthCard>
  );
}
