/**
 * Which adapter pays each pay type (spec §7 pay types 0-8). A pay type with a real provider's
 * merchant account configured (iPassPay for 7 and 8, WintoPay for 6) is paid through it, in either
 * mode; in sandbox mode every other provider type goes to the sandbox gateway this server hosts;
 * live, a type without an account is not offered (config.ts refuses to start with it enabled).
 */
import { PayType } from "@site/contracts";
import type { PaymentConfig } from "../../config.ts";
import { ipasspayProvider } from "./ipasspay.ts";
import { type PaymentProvider, sandboxProvider } from "./providers.ts";
import { wintopayProvider } from "./wintopay.ts";

export interface PaymentProviders {
  /** The adapter that pays this type, if any (credits are paid by the ledger, never here). */
  forType(type: PayType): PaymentProvider | undefined;
  /** The adapter whose callbacks arrive at /payments/notify/<name>. */
  byName(name: string): PaymentProvider | undefined;
}

export function paymentProviders(config: PaymentConfig): PaymentProviders {
  const timeoutMs = config.timeoutMs;
  const real = new Map<PayType, PaymentProvider>();
  if (config.ipasspay)
    real.set(PayType.ipasspay, ipasspayProvider("ipasspay", { ...config.ipasspay, timeoutMs }));
  if (config.ipasspaytwo)
    real.set(PayType.ipasspaytwo, ipasspayProvider("ipasspaytwo", { ...config.ipasspaytwo, timeoutMs }));
  if (config.wintopay)
    real.set(PayType.wintopay, wintopayProvider("wintopay", { ...config.wintopay, timeoutMs }));
  const sandbox = config.mode === "sandbox" ? sandboxProvider(config) : undefined;
  const all = [...real.values(), ...(sandbox ? [sandbox] : [])];
  return {
    forType: (type) => (type === PayType.credits ? undefined : (real.get(type) ?? sandbox)),
    byName: (name) => all.find((p) => p.name === name),
  };
}
