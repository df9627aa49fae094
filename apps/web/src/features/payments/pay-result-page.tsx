/**
 * /w/home/payresult and /m/home/payresult?order=: where a provider sends the member back (spec §4
 * payment result). The order is asked again every 2 s until the provider's callback settles it;
 * the balance and tier are refreshed once it is paid. Shown in a provider's frame, it takes the
 * whole window.
 */
import { useOrder } from "@site/api-client";
import { OrderType } from "@site/contracts";
import { PaymentResult } from "@site/ui/payments";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { MobileBar } from "../shell/mobile-bar.tsx";
import { usePayApi } from "./use-pay.tsx";

export default function PayResultPage() {
  const { t } = useTranslation("store");
  const [params] = useSearchParams();
  const id = Number(params.get("order")) || undefined;
  const order = useOrder(usePayApi(), id);
  const { refresh } = useSession();
  const variant = useVariant();
  const state = order.data?.state;
  useEffect(() => {
    if (window.top && window.top !== window) window.top.location.href = window.location.href;
  }, []);
  useEffect(() => {
    if (state === "paid") void refresh();
  }, [state, refresh]);
  const home = variant === "w" ? "/w/home/index" : "/m/home/my/index";
  if (!id) return <Navigate to={home} replace />;
  return (
    <div>
      {variant === "m" ? (
        <MobileBar title={t("pages.result")} back={home} />
      ) : (
        <h1 className="sr-only">{t("pages.result")}</h1>
      )}
      <div className="mx-auto max-w-lg px-4 py-8">
        {order.error ? (
          // An order that is not the member's, or not there at all: nothing is waited for.
          <PaymentResult state="failed" kind="recharge" amount={0} action={<BackHome to={home} />} />
        ) : order.data ? (
          <PaymentResult
            state={order.data.state}
            kind={order.data.order_type === OrderType.upgrade ? "upgrade" : "recharge"}
            amount={order.data.amount}
            gainer={order.data.gainer}
            {...(order.data.tier ? { tier: order.data.tier, months: order.data.months } : {})}
            action={<BackHome to={home} />}
          />
        ) : (
          <PaymentResult state="pending" kind="recharge" amount={0} />
        )}
      </div>
    </div>
  );
}

function BackHome({ to }: { to: string }) {
  const { t } = useTranslation("store");
  return (
    <Link
      to={to}
      className="inline-flex rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
    >
      {t("pages.backHome")}
    </Link>
  );
}
