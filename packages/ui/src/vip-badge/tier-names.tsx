/**
 * Spec §6 showmembertypename: with it on (the default), tiers are named "Silver member" and
 * "Gold member"; off, "Plus member" and "Premium member". The app provides the server's choice
 * (initdata); every tier name in the design system reads it here.
 */
import { Vip } from "@site/contracts";
import { createContext, useCallback, useContext } from "react";
import { useTranslation } from "react-i18next";

export const TierNamesContext = createContext(true);

/** The member-type name of a vip value (1 silver; any other paid tier is gold, as the badge shows). */
export function useVipLabel(): (vip: number) => string {
  const { t } = useTranslation("ui");
  const metals = useContext(TierNamesContext);
  return useCallback(
    (vip: number) => {
      const tier = vip === Vip.free ? Vip.free : vip === Vip.silver ? Vip.silver : Vip.gold;
      // The tier names are keyed 0/1/2, which typed keys cannot spell; read them as one object.
      return t(metals ? "vip" : "vipPlain", { returnObjects: true })[tier];
    },
    [t, metals],
  );
}
