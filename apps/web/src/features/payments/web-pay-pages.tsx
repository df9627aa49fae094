/**
 * The desktop's payment screens (spec §2 /w/home/pay and /w/home/upgrade, §3, §4 purchase flow):
 * recharge for oneself or another member found by search, with a package or a typed amount, a
 * method and a card overlay for card types; the gold and silver boxes with the member's plan and
 * the plan being paid for; the result of a payment the provider sends the member back from
 * (/w/home/payresult?order=).
 */
import { useRechargePackages, useUpgradePackages, useWalletHistory } from "@site/api-client";
import {
  CARD_PAY_TYPES,
  type CardFormValues,
  cardTypedHere,
  creditsToCents,
  defaultPayType,
  OrderType,
  type PayType,
  PayType as PayTypes,
  RECHARGE_USUAL_PACKAGE_ID,
  type UpgradePackage,
} from "@site/contracts";
import { Button } from "@site/ui/button";
import { Dialog } from "@site/ui/dialog";
import {
  BillingTerms,
  CardForm,
  LedgerList,
  MemberSearchOverlay,
  type PackageChoice,
  PackagePicker,
  PayMethodPicker,
  UpgradeBox,
  WalletBox,
} from "@site/ui/payments";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { useGiftApi } from "../gifts/use-gifts.ts";
import { cardFields, needsAddress, tierAuthorities } from "./pay-parts.ts";
import { MemberPlan, UpgradeOrder } from "./upgrade-parts.tsx";
import { PayFrame, usePay, usePayApi } from "./use-pay.tsx";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl bg-surface p-5 shadow-card" aria-label={title}>
      <h2 className="font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

/** /w/home/pay: recharge for oneself or another member. */
export function WebPayPage() {
  const { t } = useTranslation("store");
  const { profile } = useSession();
  const api = usePayApi();
  const members = useMemberApi();
  const packages = useRechargePackages(api);
  const upgrade = useUpgradePackages(api);
  const history = useWalletHistory(useGiftApi());
  const { pay, paying, frame, closeFrame } = usePay();
  // Nothing is chosen for the member (issue 50): spec §5's default package is marked, not chosen,
  // and Pay waits for a choice. What is sent once chosen is the spec's.
  const [choice, setChoice] = useState<PackageChoice>({ packageId: null, custom: "0" });
  const hint = useId();
  const [target, setTarget] = useState<{ id: number; username: string }>();
  const [searching, setSearching] = useState(false);
  const [method, setMethod] = useState<PayType>();
  const [amountError, setAmountError] = useState<string>();
  const [carding, setCarding] = useState(false);
  const list = upgrade.data?.paylist;
  const chosen = method ?? (list ? defaultPayType(list) : undefined);
  const pkg = packages.data?.find((p) => p.id === choice.packageId);
  const amount = choice.packageId === 0 ? Number(choice.custom) : (pkg?.amounts ?? 0);
  const none = choice.packageId === null;

  const request = (card?: CardFormValues) => ({
    pay_type: chosen as number,
    order_type: OrderType.recharge as 1,
    payopttype: 0 as const,
    packege_id: choice.packageId ?? 0,
    ...(choice.packageId === 0 ? { income: choice.custom } : {}),
    ...(target ? { gainer_id: target.id } : {}),
    ...(card ? cardFields(card) : {}),
  });

  const start = async () => {
    if (none) return;
    // Spec §5: a typed amount must be above 0 ('choose input meal'); a package must be chosen.
    if (choice.packageId === 0 && !(creditsToCents(choice.custom) ?? 0)) {
      setAmountError(t("pages.chooseInputMeal"));
      return;
    }
    if (choice.packageId !== 0 && !pkg) {
      setAmountError(t("pages.chooseMeal"));
      return;
    }
    setAmountError(undefined);
    if (chosen === undefined) return;
    if (CARD_PAY_TYPES.includes(chosen)) setCarding(true);
    else await pay(request());
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-[1fr_20rem] md:items-start">
      <div className="space-y-6">
        <h1 className="font-display text-2xl font-semibold text-ink-900">{t("pages.recharge")}</h1>
        <Section title={t("pages.rechargeFor")}>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant={target ? "outline" : "primary"} size="sm" onClick={() => setTarget(undefined)}>
              {t("pages.self", { name: profile?.username ?? "" })}
            </Button>
            <Button variant={target ? "primary" : "outline"} size="sm" onClick={() => setSearching(true)}>
              {target ? t("pages.otherNamed", { name: target.username }) : t("pages.other")}
            </Button>
          </div>
        </Section>
        <Section title={t("pages.amount")}>
          <PackagePicker
            packages={packages.data ?? []}
            packageId={choice.packageId}
            markedId={RECHARGE_USUAL_PACKAGE_ID}
            custom={choice.custom}
            onChange={(next) => {
              setAmountError(undefined);
              setChoice(next);
            }}
            error={amountError}
          />
        </Section>
        <Section title={t("pages.method")}>
          {list && (
            <PayMethodPicker
              list={list}
              value={chosen}
              onChange={setMethod}
              {...(target ? { credits: { balance: profile?.amount ?? 0 } } : {})}
            />
          )}
        </Section>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {none && (
            <p id={hint} className="text-ink-600 text-sm">
              {t("pages.chooseAmount")}
            </p>
          )}
          <Button
            size="lg"
            loading={paying}
            disabled={chosen === undefined || none}
            aria-describedby={none ? hint : undefined}
            onClick={() => void start()}
          >
            {none ? t("pages.payNowNone") : t("pages.payNow", { amount: `$${amount.toFixed(2)}` })}
          </Button>
        </div>
        <BillingTerms />
      </div>
      <aside className="space-y-6">
        <WalletBox amount={profile?.amount ?? 0} />
        <Section title={t("pages.history")}>
          <LedgerList
            entries={history.data?.entries ?? []}
            loading={history.isLoading}
            error={history.error}
            onRetry={() => history.mutate()}
          />
        </Section>
      </aside>
      <MemberSearchOverlay
        open={searching}
        onClose={() => setSearching(false)}
        search={async (username) => (await members.search(username)).data ?? []}
        onPick={(member) => {
          setTarget(member);
          setSearching(false);
          if (method === PayTypes.credits) setMethod(undefined);
        }}
      />
      <Dialog open={carding} onClose={() => setCarding(false)} title={t("pages.cardTitle")} size="lg">
        <CardForm
          needsAddress={needsAddress(chosen)}
          takesCard={cardTypedHere(chosen)}
          amountLabel={`$${amount.toFixed(2)}`}
          onCancel={() => setCarding(false)}
          onSubmit={async (card) => {
            await pay(request(card));
          }}
        />
      </Dialog>
      {frame && <PayFrame url={frame} onClose={closeFrame} />}
    </div>
  );
}

/** /w/home/upgrade: the gold and silver boxes, then the method and pay. */
export function WebUpgradePage() {
  const { t } = useTranslation("store");
  const { profile, initdata } = useSession();
  const api = usePayApi();
  const upgrade = useUpgradePackages(api);
  const { pay, paying, frame, closeFrame } = usePay();
  const [picked, setPicked] = useState<UpgradePackage>();
  const [method, setMethod] = useState<PayType>();
  const [carding, setCarding] = useState(false);
  const data = upgrade.data;
  // Spec §4: the first silver package is chosen once the packages are loaded.
  const selected = picked ?? data?.vip1.packages[0];
  const chosen = method ?? PayTypes.credits;

  const request = (card?: CardFormValues) => ({
    pay_type: chosen,
    order_type: OrderType.upgrade as 2,
    payopttype: 1 as const,
    packege_id: selected?.id ?? 0,
    ...(card ? cardFields(card) : {}),
  });
  const start = async () => {
    if (!selected) return;
    if (CARD_PAY_TYPES.includes(chosen)) setCarding(true);
    else await pay(request());
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-2xl font-semibold text-ink-900">{t("pages.upgrade")}</h1>
        <MemberPlan className="w-full sm:w-auto sm:min-w-80" />
      </div>
      {data && (
        <div className="grid gap-6 md:grid-cols-2">
          {([2, 1] as const).map((tier) => (
            <UpgradeBox
              key={tier}
              tier={tier}
              packages={tier === 2 ? data.vip2 : data.vip1}
              authorities={tierAuthorities(initdata, tier)}
              selectedId={selected?.id}
              onSelect={setPicked}
              showTierName={data.paylist.showmembertypename === 1}
            />
          ))}
        </div>
      )}
      <div className="grid gap-6 md:grid-cols-[1fr_20rem] md:items-start">
        <section className="space-y-3 rounded-2xl bg-surface p-5 shadow-card" aria-label={t("pages.method")}>
          <h2 className="font-semibold text-ink-900">{t("pages.method")}</h2>
          {data && (
            <PayMethodPicker
              list={data.paylist}
              value={chosen}
              onChange={setMethod}
              credits={{ balance: profile?.amount ?? 0 }}
            />
          )}
          <div className="flex justify-end">
            <Button size="lg" loading={paying} disabled={!selected} onClick={() => void start()}>
              {t("pages.payNow", { amount: `$${(selected?.amounts ?? 0).toFixed(2)}` })}
            </Button>
          </div>
        </section>
        <aside className="space-y-6">
          <UpgradeOrder packageId={selected?.id} />
          <WalletBox amount={profile?.amount ?? 0} />
        </aside>
      </div>
      <BillingTerms />
      <Dialog open={carding} onClose={() => setCarding(false)} title={t("pages.cardTitle")} size="lg">
        <CardForm
          needsAddress={needsAddress(chosen)}
          takesCard={cardTypedHere(chosen)}
          amountLabel={`$${(selected?.amounts ?? 0).toFixed(2)}`}
          onCancel={() => setCarding(false)}
          onSubmit={async (card) => {
            await pay(request(card));
          }}
        />
      </Dialog>
      {frame && <PayFrame url={frame} onClose={closeFrame} />}
    </div>
  );
}
