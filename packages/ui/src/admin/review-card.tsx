import type { ReviewCandidate } from "@site/contracts";
import { ageOn } from "@site/contracts";
import { formatDate } from "@site/i18n";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { countryName } from "../member-card/member-facts.tsx";
import { cn } from "../utils/cn.ts";

export type ReviewCardProps = {
  /** The new account to review, as the console's queue returns it. */
  candidate: ReviewCandidate;
  /** Called when the moderator approves the account. */
  onApprove: () => void;
  /** Called when the moderator refuses it (the app then asks for the reason). */
  onRefuse: () => void;
  /**
   * The decision is being sent: the buttons wait.
   * @default false
   */
  busy?: boolean;
  /** Freezes "now" for the age (stories). */
  now?: Date;
  /** The interests named in the reader's language (the wire carries codes such as "a,c"). */
  interests?: readonly string[];
  /** Extra classes for the outer element. */
  className?: string;
};

/**
 * A new account in the review queue (issue 14): what a moderator needs to decide (the avatar and
 * photos, the name, age, gender, country, e-mail, signature and interests, when it signed up) and
 * the two decisions.
 */
export function ReviewCard({
  candidate: c,
  onApprove,
  onRefuse,
  busy = false,
  now,
  interests,
  className,
}: ReviewCardProps) {
  const { t, i18n } = useTranslation("pages");
  const headingId = useId();
  const age = ageOn(Date.parse(c.birthday), now);
  const joined = formatDate(c.create_time * 1000, i18n.language, "dayTime");
  return (
    <article
      data-slot="review-card"
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-2xl bg-surface p-5 shadow-card ring-1 ring-ink-900/5",
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <Avatar src={c.avatar} name={c.username} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate font-semibold text-ink-900 text-lg">
            {c.username}
          </h2>
          <p className="text-ink-600 text-sm">
            {[
              `${age}`,
              c.gender === 1 ? t("admin.male") : t("admin.female"),
              countryName(c.country, i18n.language),
            ].join(" · ")}
          </p>
          <p className="truncate text-ink-500 text-sm">{c.email}</p>
          <p className="text-ink-500 text-xs">{t("admin.joined", { date: joined })}</p>
        </div>
      </div>
      {(c.signature || c.interest) && (
        <div className="rounded-xl bg-surface-sunken px-4 py-3 text-ink-700 text-sm">
          {c.signature && <p className="whitespace-pre-line break-words">{c.signature}</p>}
          {c.interest && (
            <p className="mt-1 text-ink-600 text-xs">
              {t("admin.lookingFor", { interests: interests ? interests.join(" · ") : c.interest })}
            </p>
          )}
        </div>
      )}
      <section aria-label={t("admin.reportedPhotos", { name: c.username })}>
        {c.photos.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {c.photos.map((src) => (
              <li key={src}>
                <img src={src} alt="" loading="lazy" className="size-20 rounded-lg bg-ink-100 object-cover" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-500 text-sm">{t("admin.noPhotos")}</p>
        )}
      </section>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onRefuse} disabled={busy}>
          {t("admin.refuse")}
        </Button>
        <Button onClick={onApprove} loading={busy}>
          {t("admin.approve")}
        </Button>
      </div>
    </article>
  );
}
