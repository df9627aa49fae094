/** What the console's pages share: the typed calls, the reader's locale and its dates. */
import { type AdminApi, adminCalls } from "@site/api-client";
import { type DateForm, formatDate, intlLocale } from "@site/i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session.tsx";

export function useAdminApi(): AdminApi {
  const { client } = useSession();
  return useMemo(() => adminCalls(client), [client]);
}

/** The reader's locale for dates and figures in the console. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return intlLocale(i18n.language);
}

/**
 * The console's dates from the API's epoch seconds, in the site's forms (formatDate): the tables
 * built their own formats, and in traditional Chinese wrote times as "清晨6:05" where the site
 * writes "06:05". The audit trail reads to the second (dayTimeSeconds).
 */
export function useDates(): (seconds: number, form: DateForm, options?: { timeZone?: "UTC" }) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (seconds, form, options) => formatDate(seconds * 1000, lang, form, options);
}
