/**
 * The purchase flow shared by both variants (spec §4 purchase flow, §8 Payment): the pay call and
 * what its answer leads to. Credits pay directly ('Credits added', the balance refreshed); the
 * wallet (type 1) and the card types 0 and 3 go to the provider's page; 10011 with a url (types
 * 4, 5, 6) shows it in a full-page frame; any other answer shows the server's msg, or 'running
 * low' when there is none.
 */
import { giftKeys, type PayApi, type PayRequest, payCalls, useUpgradePackages } from "@site/api-client";
import { type Answer, PAY_FRAME_STATUS, type PayData, PayType } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import { useAnswerText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { shieldSessionId } from "./shield.ts";

export function usePayApi(): PayApi {
  const { client } = useSession();
  return useMemo(() => payCalls(client), [client]);
}

export type PayOutcome =
  | { kind: "paid"; orderId?: number }
  | { kind: "left" }
  | { kind: "frame"; url: string }
  | { kind: "refused"; text: string };

export function usePay() {
  const api = usePayApi();
  const { refresh } = useSession();
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const { t } = useTranslation("store");
  const answerText = useAnswerText();
  const [paying, setPaying] = useState(false);
  const [frame, setFrame] = useState<string>();
  // The pay pages load the packages already: this reads the same answer (the shield's address).
  const shield = useUpgradePackages(api).data?.wintopay_shield;

  const pay = useCallback(
    async (request: PayRequest): Promise<PayOutcome> => {
      setPaying(true);
      try {
        // Spec §7: the payment session's uuid (and, on phones, the address) go with the pay.
        const uuid = request.uuid ?? (await api.uuid()).data?.uuid;
        // WintoPay's device fingerprint, from its own script (see shield.ts).
        const session =
          request.pay_type === PayType.wintopay && shield && !request.wintopay_sessionid
            ? await shieldSessionId(shield)
            : undefined;
        const answer: Answer<PayData> & { url?: string } = await api.pay({
          ...request,
          ...(uuid ? { uuid } : {}),
          ...(session ? { wintopay_sessionid: session } : {}),
        });
        const url = answer.url ?? answer.data?.payment_urll;
        if (answer.status === 200 && request.pay_type === PayType.credits) {
          show({ tone: "success", title: answerText(answer) });
          await Promise.all([refresh(), mutate(giftKeys.wallet)]);
          return { kind: "paid", ...(answer.data?.order_id ? { orderId: answer.data.order_id } : {}) };
        }
        if (answer.status === 200 && url) {
          window.location.assign(url);
          return { kind: "left" };
        }
        if (answer.status === PAY_FRAME_STATUS && answer.url) {
          setFrame(answer.url);
          return { kind: "frame", url: answer.url };
        }
        const text = answer.msg ? answerText(answer) : t("pages.runningLow");
        show({ tone: "error", title: text });
        return { kind: "refused", text };
      } finally {
        setPaying(false);
      }
    },
    [api, show, answerText, refresh, mutate, t, shield],
  );
  return { pay, paying, frame, closeFrame: () => setFrame(undefined) };
}

/** The provider's page in a full-page frame (spec §8: 10011 with a url). */
export function PayFrame({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation("store");
  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-surface">
      <div className="flex h-12 items-center justify-between border-b border-ink-100 px-4">
        <span className="font-semibold text-ink-900">{t("pages.secureCheckout")}</span>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full px-3 py-1 text-sm font-semibold text-brand-700"
        >
          {t("pages.closeCheckout")}
        </button>
      </div>
      <iframe title={t("pages.secureCheckout")} src={url} className="w-full flex-1 border-0" />
    </div>
  );
}
