/**
 * The console's second factor (issue 51): until a staff session has passed it, the server answers
 * every console call AdminStatus.secondFactor with what is due. The first time, the staff member
 * enrols (the key grouped for typing, and the otpauth:// link an authenticator on this device
 * opens), confirms with a code, and is shown the recovery codes once; later, a code or a recovery
 * code opens the console.
 */
import type { AdminApi } from "@site/api-client";
import type { SecondFactorDue, SecondFactorEnrolment } from "@site/contracts";
import { Button } from "@site/ui/button";
import { Spinner } from "@site/ui/spinner";
import { TextField } from "@site/ui/text-field";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnswerText } from "../../lib/messages.ts";
import { Logo } from "../shell/logo.tsx";

/** The key in groups of four, as authenticator apps show it when typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export function SecondFactorGate({
  api,
  due,
  onOpened,
}: {
  api: AdminApi;
  due: SecondFactorDue;
  onOpened: () => void;
}) {
  const { t } = useTranslation("pages");
  const answerText = useAnswerText();
  // Read by the enrolment's effect without running it again: each run makes a new secret.
  const textOf = useRef(answerText);
  textOf.current = answerText;
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment>();
  const [recovery, setRecovery] = useState<string[]>();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (due !== "enrol") return;
    let live = true;
    void api.secondFactorEnrol().then((answer) => {
      if (!live) return;
      if (answer.status === 200 && answer.data) setEnrolment(answer.data);
      else setError(textOf.current(answer));
    });
    return () => {
      live = false;
    };
  }, [api, due]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      if (due === "enrol") {
        const answer = await api.secondFactorConfirm(code);
        if (answer.status === 200 && answer.data) setRecovery(answer.data.recovery_codes);
        else setError(answerText(answer));
      } else {
        const answer = await api.secondFactorVerify(code);
        if (answer.status === 200) onOpened();
        else setError(answerText(answer));
      }
    } finally {
      setBusy(false);
    }
  };

  const codesText = recovery?.join("\n") ?? "";
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${codesText}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "amora-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface-muted px-6 py-12">
      <section className="w-full max-w-md rounded-2xl bg-surface p-8 shadow-card ring-1 ring-ink-900/5">
        <div className="mb-6 flex items-center gap-2">
          <Logo />
          <span className="font-semibold text-ink-500 text-sm">{t("admin.title")}</span>
        </div>
        {recovery ? (
          <>
            <h1 className="font-semibold text-ink-900 text-xl">{t("admin.secondFactorRecoveryTitle")}</h1>
            <p className="mt-2 text-ink-600 text-sm">{t("admin.secondFactorRecoveryHint")}</p>
            <ul
              aria-label={t("admin.secondFactorRecoveryTitle")}
              className="mt-4 grid grid-cols-2 gap-2 rounded-xl bg-ink-50 p-4 font-mono text-ink-900 text-sm"
            >
              {recovery.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <div className="mt-4 flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => void navigator.clipboard?.writeText(codesText).then(() => setCopied(true))}
              >
                {t("admin.secondFactorCopy")}
              </Button>
              <Button variant="outline" size="sm" onClick={download}>
                {t("admin.secondFactorDownload")}
              </Button>
              <span role="status" className="self-center text-ink-600 text-sm">
                {copied ? t("admin.secondFactorCopied") : ""}
              </span>
            </div>
            <Button className="mt-6" block onClick={onOpened}>
              {t("admin.secondFactorOpen")}
            </Button>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <h1 className="font-semibold text-ink-900 text-xl">
              {t(due === "enrol" ? "admin.secondFactorEnrolTitle" : "admin.secondFactorVerifyTitle")}
            </h1>
            <p className="mt-2 text-ink-600 text-sm">
              {t(due === "enrol" ? "admin.secondFactorEnrolHint" : "admin.secondFactorVerifyHint")}
            </p>
            {due === "enrol" &&
              (enrolment ? (
                <div className="mt-4 rounded-xl bg-ink-50 p-4">
                  <p className="text-ink-600 text-xs">{t("admin.secondFactorKey")}</p>
                  <p
                    data-testid="second-factor-key"
                    className="mt-1 select-all break-words font-mono text-ink-900 text-lg tracking-wide"
                  >
                    {grouped(enrolment.secret)}
                  </p>
                  <a
                    href={enrolment.uri}
                    className="mt-2 inline-block font-semibold text-brand-700 text-sm hover:text-brand-800"
                  >
                    {t("admin.secondFactorLink")}
                  </a>
                </div>
              ) : (
                !error && (
                  <div className="flex justify-center py-6">
                    <Spinner />
                  </div>
                )
              ))}
            <TextField
              className="mt-4"
              label={t(due === "enrol" ? "admin.secondFactorCode" : "admin.secondFactorCodeOrRecovery")}
              autoComplete="one-time-code"
              inputMode={due === "enrol" ? "numeric" : "text"}
              autoFocus
              required
              maxLength={32}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={error}
            />
            <Button type="submit" className="mt-4" block disabled={busy || code.trim() === ""}>
              {t("admin.secondFactorConfirm")}
            </Button>
          </form>
        )}
      </section>
    </main>
  );
}
