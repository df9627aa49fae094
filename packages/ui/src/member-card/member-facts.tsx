/**
 * The small facts every member surface shows the same way (card, hover card, profile header):
 * the gender-and-age pill, the country, and the ring colour of a paid member's avatar.
 */
import { Gender, type MemberListEntry, Vip } from "@site/contracts";
import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";

/** What a member surface needs to know about a member; a list entry satisfies it. */
export type MemberSummary = Pick<
  MemberListEntry,
  "id" | "username" | "avatar" | "vip" | "sex" | "is_online" | "is_like"
> & {
  age?: number;
  country?: string;
  signature?: string;
};

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
  sex: number;
  age?: number;
  country?: string;
};

/** The pill, then the country: "♀ 28 · Taiwan". */
export function MemberFacts({ sex, age, country, className, ...props }: MemberFactsProps) {
  return (
    <span
      data-slot="member-facts"
      className={cn("inline-flex min-w-0 items-center gap-2 text-ink-600 text-sm", className)}
      {...props}
    >
      <GenderAge sex={sex} age={age} />
      {country && <span className="truncate">{country}</span>}
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
