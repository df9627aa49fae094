/** What a member is looking for: the interest codes of their registration (spec §3), by name. */
import { INTEREST_CODES, type InterestCode } from "@site/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** The known codes of a comma list ("c,a" or "a, c"), once each, in the registration form's order. */
export function interestCodes(list: string | undefined | null): InterestCode[] {
  const given = new Set((list ?? "").split(",").map((code) => code.trim()));
  return INTEREST_CODES.filter((code) => given.has(code));
}

/** The member's interests named in the reader's language, for the profile's chips. */
export function useInterestNames(list: string | undefined | null): string[] {
  const { t, i18n } = useTranslation("members");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the language.
  return useMemo(() => interestCodes(list).map((code) => t(`interest.${code}`)), [list, t, i18n.language]);
}
