/**
 * The gift calls bound to the session, and a send with its outcomes (spec §8 Gift): success says
 * so and refreshes the member's balance; -2 says the credits are short and goes to the pay page
 * after 1.5 s (spec §9); any other refusal is answered to the form, in the member's language.
 */
import { type GiftApi, giftCalls, giftKeys } from "@site/api-client";
import { type Gift, GiftStatus, Timing } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { useAnswerText } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";

export function useGiftApi(): GiftApi {
  const { client } = useSession();
  return useMemo(() => giftCalls(client), [client]);
}

/** Where a member buys credits (spec §8: web /w/home/pay, mobile /m/home/Invest/index). */
export const payPath = (variant: "w" | "m") => (variant === "w" ? "/w/home/pay" : "/m/home/invest/index");

export function useGiveGift() {
  const api = useGiftApi();
  const { refresh } = useSession();
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const answerText = useAnswerText();
  const navigate = useNavigate();
  const variant = useVariant();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  /** Sends the gift; true when it was sent. */
  const give = useCallback(
    async (gift: Gift, username: string, message: string): Promise<boolean> => {
      setSending(true);
      setError(undefined);
      try {
        const answer = await api.give(username, gift.id, message);
        if (answer.status === 200) {
          show({ tone: "success", title: answerText(answer) });
          await Promise.all([refresh(), mutate(giftKeys.wallet)]);
          return true;
        }
        if (answer.status === GiftStatus.insufficientCredits) {
          show({ tone: "error", title: answerText(answer) });
          leaving.current = setTimeout(() => navigate(payPath(variant)), Timing.giftRedirect);
        }
        setError(answerText(answer));
        return false;
      } finally {
        setSending(false);
      }
    },
    [api, show, answerText, refresh, mutate, navigate, variant],
  );
  return { give, sending, error, clearError: () => setError(undefined) };
}
