/**
 * The small facts every member surface shows the same way (card, hover card, profile header):
 * the gender-and-age pill, the country, and the ring colour of a paid member's avatar.
 */
import { Gender, type MemberListEntry, Vip } from "@site/contracts";
import { HTML_LANG, isLanguage } from "@site/i18n";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { REGION_NAMES } from "./region-names.ts";

/** What a member surface needs to know about a member; a list entry satisfies it. */
export type MemberSummary = Pick<
  MemberListEntry,
  "id" | "username" | "avatar" | "vip" | "sex" | "is_online" | "is_like"
> & {
  age?: number;
  /** An ISO region code as the wire carries it ("JP"); shown by its name in the reader's language. */
  country?: string;
  signature?: string;
  /** Seconds; null or 0 when the member hides their state (or never signed in). */
  last_login_time?: number | null;
};

// Each Intl.DisplayNames costs a slow phone some 15 ms to build (the first one far more): the long
// names, needed for a few codes only, are built when one is.
const regionNames = new Map<string, { long?: Intl.DisplayNames; short: Intl.DisplayNames }>();
/** Names already looked up, by locale and code: every card of a list asks, at every render. */
const named = new Map<string, string>();

/**
 * A country or region code named in a language ("JP": "Japan", "日本"). The short name where it
 * is a name and not an abbreviation ("Hong Kong", not "Hong Kong SAR China"; but "United
 * States", not "US"). Anything that is not a two-letter code (an old free-text value) shows as
 * it is. apps/web/src/lib/countries.ts names the registration form's choices the same way.
 */
export function countryName(country: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  const locale = isLanguage(language) ? HTML_LANG[language] : language;
  // The registration's countries are known without Intl (region-names.ts: its first use is slow).
  const listed = REGION_NAMES[locale]?.[country];
  if (listed !== undefined) return listed;
  const key = `${locale} ${country}`;
  const known = named.get(key);
  if (known !== undefined) return known;
  const options = { type: "region", fallback: "code" } as const;
  let names = regionNames.get(locale);
  if (!names) {
    names = { short: new Intl.DisplayNames([locale, "en"], { ...options, style: "short" }) };
    regionNames.set(locale, names);
  }
  const short = names.short.of(country) ?? country;
  let name = short;
  if (/^[A-Z]{2,3}$/.test(short)) {
    names.long ??= new Intl.DisplayNames([locale, "en"], { ...options, style: "long" });
    name = names.long.of(country) ?? country;
  }
  named.set(key, name);
  return name;
}

/** 1 is silver; any other paid tier rings gold, like the vip badge. */
export function vipRing(vip: number): "none" | "silver" | "gold" {
  if (vip === Vip.free) return "none";
  return vip === Vip.silver ? "silver" : "gold";
}

const pillVariants = cva(
  "inline-flex h-5 shrink-0 items-center gap-0.5 rounded-full px-1.5 font-semibold text-xs tabular-nums [&_svg]:size-3",
  {
    variants: {
      gender: {
        female: "bg-brand-50 text-brand-700",
        male: "bg-silver-light text-silver-dark",
      },
    },
  },
);

export type GenderAgeProps = Omit<ComponentProps<"span">, "children"> & {
  /** 1 male, 0 female. */
  sex: number;
  /** The member's age, shown after the symbol; only the symbol when absent. */
  age?: number;
};

/** ♂/♀ as an image named "Male"/"Female", with the age beside it when known. */
export function GenderAge({ sex, age, className, ...props }: GenderAgeProps) {
  const { t } = useTranslation("ui");
  const gender = sex === Gender.male ? "male" : "female";
  const label = gender === "male" ? t("member.male") : t("member.female");
  return (
    <span
      data-slot="gender-age"
      data-state={gender}
      className={cn(pillVariants({ gender }), className)}
      {...props}
    >
      <span role="img" aria-label={label} title={label} className="inline-flex">
        {gender === "male" ? <MaleIcon /> : <FemaleIcon />}
      </span>
      {age !== undefined && <span>{t("member.age", { age })}</span>}
    </span>
  );
}

export type MemberFactsProps = Omit<ComponentProps<"span">, "children"> & {
  /** 1 male, 0 female: the symbol of the pill. */
  sex: number;
  /** The member's age, in the pill; only the symbol when absent. */
  age?: number;
  /**
   * An ISO region code ("JP"), named in the reader's language; any other text shows as it is; nothing when
   * absent.
   */
  country?: string;
};

/** The pill, then the country by name in the reader's language: "♀ 28 · Taiwan". */
export function MemberFacts({ sex, age, country, className, ...props }: MemberFactsProps) {
  const { i18n } = useTranslation("ui");
  const name = country && countryName(country, i18n.language);
  return (
    <span
      data-slot="member-facts"
      className={cn("inline-flex min-w-0 items-center gap-2 text-ink-600 text-sm", className)}
      {...props}
    >
      <GenderAge sex={sex} age={age} />
      {name && (
        // A long name ("United Kingdom" on a narrow card) is cut with an ellipsis; hover shows it whole.
        <span data-slot="member-country" title={name} className="truncate">
          {name}
        </span>
      )}
    </span>
  );
}

function FemaleIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.6}
      strokeLinecap="round"
      aria-hidden
    >
      <circle cx="12" cy="9" r="5.5" />
      <path d="M12 14.5V22M8.5 18.5h7" />
    </svg>
  );
}

function MaleIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.6}
      strokeLinecap="round"
      aria-hidden
    >
      <circle cx="10" cy="14" r="5.5" />
      <path d="M14 10l6-6M15 4h5v5" strokeLinejoin="round" />
    </svg>
  );
}
