/** What the console's pages share: the typed calls and the reader's locale. */
import { type AdminApi, adminCalls } from "@site/api-client";
import { intlLocale } from "@site/i18n";
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
