/**
 * The phone's payment screens (spec §2 /m): invest/index (amount for oneself or another member,
 * who comes from invest/search through the named route investindex: selectuserid and
 * selectusername), investlist (the method), upgrade/index (silver and gold tabs, each with its own
 * choice: the first silver package chosen once loaded, gold's left to the member), upgradelist
 * (which names the plan, its months and price), and the card form of investinfo and upgrade/info
 * with the payment form's params and back rules; plus our credit history (/m/home/wallet).
 *
 * Spec §4: the amount and package chosen are kept in local storage, so a reload of the method
 * screen restores them; with nothing kept it goes back.
 */
import { useRechargePackages, useUpgradePackages, useWalletHistory } from "@site/api-client";
import {
  CARD_PAY_TYPES,
  cardTypedHere,
  creditsToCents,
  defaultPayType,
  OrderType,
  type PayType,
  PayType as PayTypes,
  RECHARGE_USUAL_PACKAGE_ID,
} from "@site/contracts";
import { Button } from "@site/ui/button";
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
import { Tabs } from "@site/ui/tabs";
import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { useGiftApi } from "../gifts/use-gifts.ts";
import { MobilePage } from "../shell/mobile-bar.tsx";
import { cardFields, needsAddress, tierAuthorities } from "./pay-parts.ts";
import { MemberPlan, UpgradeNextBar, UpgradeOrder, useUpgradeChoice } from "./upgrade-parts.tsx";
import { PayFrame, usePay, usePayApi } from "./use-pay.tsx";

/** What the member chose before the method screen (spec §4: kept across a reload). */
interface Choice {
  payopttype: 0 | 1;
  packageId: number;
  custom: string;
  amount: number;
  gainerId?: number;
  gainerName?: string;
}
const CHOICE_KEY = "pay-choice";
const saveChoice = (choice: Choice) => localStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
function loadChoice(): Choice | undefined {
  try {
    const raw = localStorage.getItem(CHOICE_KEY);
    const choice = raw ? (JSON.parse(raw) as Choice) : undefined;
    return choice && typeof choice.packageId === "number" && choice.amount > 0 ? choice : undefined;
  } catch {
    return undefined;
  }
}

function Screen({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <MobilePage title={title} back={back} className="space-y-5 p-4">
      {children}
    </MobilePage>
  );
}

/** /m/home/invest/index (and investindex with selectuserid, selectusername). */
export function MobileInvestPage() {
  const { t } = useTranslation("store");
  const { profile } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const packages = useRechargePackages(usePayApi());
  const kept = loadChoice();
  // Nothing is chosen for the member (issue 50): spec §5's default package is marked, not chosen,
  // and Next waits for a choice; a kept choice (spec §4) comes back as it was.
  const [choice, setChoice] = useState<PackageChoice>({
    packageId: kept?.payopttype === 0 ? kept.packageId : null,
    custom: kept?.payopttype === 0 ? kept.custom : "0",
  });
  const hint = useId();
  const none = choice.packageId === null;
  const [error, setError] = useState<string>();
  const gainerId = Number(params.get("selectuserid")) || undefined;
  const gainerName = params.get("selectusername") ?? undefined;
  const pkg = packages.data?.find((p) => p.id === choice.packageId);
  const members = useMemberApi();
  // The overlay closes after a pick too: the pick's navigation wins.
  const picked = useRef(false);
  const next = () => {
    if (choice.packageId === null) return;
    const amount = choice.packageId === 0 ? (creditsToCents(choice.custom) ?? 0) / 100 : (pkg?.amounts ?? 0);
    if (!(amount > 0)) {
      setError(t(choice.packageId === 0 ? "pages.chooseInputMeal" : "pages.chooseMeal"));
      return;
    }
    saveChoice({
      payopttype: 0,
      packageId: choice.packageId,
      custom: choice.custom,
      amount,
      ...(gainerId ? { gainerId, gainerName } : {}),
    });
    navigate(`/m/home/investlist${gainerId ? `?gainer_id=${gainerId}` : ""}`);
  };
  return (
    <Screen title={t("pages.recharge")} back="/m/home/my/index">
      <WalletBox
        amount={profile?.amount ?? 0}
        action={
          <Link to="/m/home/wallet" className="text-sm font-semibold text-brand-700">
            {t("pages.history")}
          </Link>
        }
      />
      <section className="space-y-2" aria-label={t("pages.rechargeFor")}>
        <h2 className="font-semibold text-ink-900">{t("pages.rechargeFor")}</h2>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={gainerId ? "outline" : "primary"}
            onClick={() => navigate("/m/home/invest/index")}
          >
            {t("pages.self", { name: profile?.username ?? "" })}
          </Button>
          <Button
            size="sm"
            variant={gainerId ? "primary" : "outline"}
            onClick={() => navigate("/m/home/invest/search")}
          >
            {gainerName ? t("pages.otherNamed", { name: gainerName }) : t("pages.other")}
          </Button>
        </div>
      </section>
      <section className="space-y-2" aria-label={t("pages.amount")}>
        <h2 className="font-semibold text-ink-900">{t("pages.amount")}</h2>
        <PackagePicker
          packages={packages.data ?? []}
          packageId={choice.packageId}
          markedId={RECHARGE_USUAL_PACKAGE_ID}
          custom={choice.custom}
          onChange={(value) => {
            setError(undefined);
            setChoice(value);
          }}
          error={error}
        />
      </section>
      <div className="space-y-2.5">
        {none && (
          <p id={hint} className="text-center text-ink-600 text-sm">
            {t("pages.chooseAmount")}
          </p>
        )}
        <Button block size="lg" disabled={none} aria-describedby={none ? hint : undefined} onClick={next}>
          {t("pages.next")}
        </Button>
      </div>
      <MemberSearchOverlay
        open={params.get("search") === "1"}
        onClose={() => {
          if (!picked.current) navigate("/m/home/invest/index", { replace: true });
        }}
        search={async (username) => (await members.search(username)).data ?? []}
        onPick={(m) => {
          picked.current = true;
          navigate(
            `/m/home/invest/index?selectuserid=${m.id}&selectusername=${encodeURIComponent(m.username)}`,
            { replace: true },
          );
        }}
      />
    </Screen>
  );
}

/** /m/home/invest/search: the recharge page with the member search open over it. */
export function MobileInvestSearchPage() {
  return <Navigate to="/m/home/invest/index?search=1" replace />;
}

/** /m/home/investlist and /m/home/upgradelist: the method, then pay (card types: the card form). */
export function MobileMethodPage({ payopttype }: { payopttype: 0 | 1 }) {
  const { t } = useTranslation("store");
  const { profile } = useSession();
  const navigate = useNavigate();
  const upgrade = useUpgradePackages(usePayApi());
  const { pay, paying, frame, closeFrame } = usePay();
  const [method, setMethod] = useState<PayType>();
  const choice = loadChoice();
  const list = upgrade.data?.paylist;
  const credits = payopttype === 1 || choice?.gainerId !== undefined;
  const chosen = method ?? (payopttype === 1 ? PayTypes.credits : list ? defaultPayType(list) : undefined);
  const back = payopttype === 1 ? "/m/home/upgrade/index" : "/m/home/invest/index";
  // An upgrade is priced by the catalog, not by what was kept: the package is what the server charges.
  const upgrading = useUpgradeChoice(payopttype === 1 ? choice?.packageId : undefined);
  if (!choice || choice.payopttype !== payopttype || (payopttype === 1 && upgrading.missing))
    return <Navigate to={back} replace />;
  const amount = upgrading.found?.pkg.amounts ?? choice.amount;

  const go = async () => {
    if (chosen === undefined) return;
    if (CARD_PAY_TYPES.includes(chosen)) {
      const form = new URLSearchParams({
        selectedamount: String(amount),
        selected: String(choice.packageId),
        paytype: String(chosen),
        order_type: String(payopttype === 1 ? OrderType.upgrade : OrderType.recharge),
        payopttype: String(payopttype),
        ...(choice.gainerId ? { gainer_id: String(choice.gainerId) } : {}),
      });
      navigate(`${payopttype === 1 ? "/m/home/upgrade/info" : "/m/home/investinfo"}?${form}`);
      return;
    }
    const outcome = await pay({
      pay_type: chosen,
      order_type: payopttype === 1 ? 2 : 1,
      payopttype,
      packege_id: choice.packageId,
      ...(choice.packageId === 0 ? { income: choice.custom } : {}),
      ...(choice.gainerId ? { gainer_id: choice.gainerId } : {}),
    });
    if (outcome.kind === "paid") navigate(`/m/home/payresult?order=${outcome.orderId ?? ""}`);
  };
  return (
    <Screen title={t(payopttype === 1 ? "pages.upgrade" : "pages.recharge")} back={back}>
      {payopttype === 1 ? (
        <UpgradeOrder packageId={choice.packageId} />
      ) : (
        <p className="text-ink-700">
          {t("pages.paying", { amount: `$${amount.toFixed(2)}` })}
          {choice.gainerName ? ` · ${t("pages.otherNamed", { name: choice.gainerName })}` : ""}
        </p>
      )}
      {list && (
        <PayMethodPicker
          list={list}
          value={chosen}
          onChange={setMethod}
          {...(credits ? { credits: { balance: profile?.amount ?? 0 } } : {})}
        />
      )}
      <Button block size="lg" loading={paying} disabled={chosen === undefined} onClick={() => void go()}>
        {t("pages.payNow", { amount: `$${amount.toFixed(2)}` })}
      </Button>
      <BillingTerms />
      {frame && <PayFrame url={frame} onClose={closeFrame} />}
    </Screen>
  );
}

/** /m/home/investinfo and /m/home/upgrade/info: the card form, from the payment form's params. */
export function MobileCardPage() {
  const { t } = useTranslation("store");
  const [params] = useSearchParams();
  const { pay, frame, closeFrame } = usePay();
  const amount = Number(params.get("selectedamount"));
  const payopttype = params.get("payopttype") === "1" ? 1 : 0;
  const type = Number(params.get("paytype")) as PayType;
  const gainer = params.get("gainer_id");
  // Spec §2: without an amount above 0 the form goes to the mine page.
  if (!(amount > 0)) return <Navigate to="/m/home/my/index" replace />;
  const back =
    payopttype === 1 ? "/m/home/upgradelist" : `/m/home/investlist${gainer ? `?gainer_id=${gainer}` : ""}`;
  const choice = loadChoice();
  return (
    <Screen title={t("pages.cardTitle")} back={back}>
      {payopttype === 1 && <UpgradeOrder packageId={Number(params.get("selected"))} />}
      <CardForm
        needsAddress={needsAddress(type)}
        takesCard={cardTypedHere(type)}
        amountLabel={`$${amount.toFixed(2)}`}
        onSubmit={async (card) => {
          await pay({
            pay_type: type,
            order_type: payopttype === 1 ? 2 : 1,
            payopttype,
            packege_id: Number(params.get("selected")) || 0,
            ...(Number(params.get("selected")) === 0 && choice ? { income: choice.custom } : {}),
            ...(gainer ? { gainer_id: Number(gainer) } : {}),
            ...(params.get("uuid") ? { uuid: params.get("uuid") as string } : {}),
            ...cardFields(card),
          });
        }}
      />
      <BillingTerms />
      {frame && <PayFrame url={frame} onClose={closeFrame} />}
    </Screen>
  );
}

/**
 * /m/home/upgrade/index: silver and gold, each tab with its own choice (issue 51: a silver package
 * chosen by default used to stay chosen under the gold tab and was paid for). Spec §4 chooses the
 * first silver package once loaded; gold's is the member's to make, and Next waits for it.
 */
export function MobileUpgradePage() {
  const { t } = useTranslation("store");
  const { initdata } = useSession();
  const navigate = useNavigate();
  const upgrade = useUpgradePackages(usePayApi());
  const data = upgrade.data;
  const [tab, setTab] = useState<string>("1");
  const [picks, setPicks] = useState<Partial<Record<1 | 2, number>>>({});
  const tier = tab === "2" ? 2 : 1;
  const packages = data?.[`vip${tier}`].packages ?? [];
  const pick = picks[tier] ?? (tier === 1 ? packages[0]?.id : undefined);
  const selected = packages.find((p) => p.id === pick);
  const names =
    data?.paylist.showmembertypename === 1 ? ["pages.silver", "pages.gold"] : ["pages.plus", "pages.premium"];
  const tierName = (of: 1 | 2) => t(names[of - 1] as "pages.silver");
  return (
    <Screen title={t("pages.upgrade")} back="/m/home/my/index">
      <MemberPlan />
      {data && (
        <Tabs
          label={t("pages.chooseTier")}
          selectedKey={tab}
          onChange={setTab}
          variant="pill"
          fill
          items={([1, 2] as const).map((of) => ({
            key: String(of),
            label: tierName(of),
            content: (
              <UpgradeBox
                tier={of}
                packages={of === 2 ? data.vip2 : data.vip1}
                authorities={tierAuthorities(initdata, of)}
                selectedId={picks[of] ?? (of === 1 ? data.vip1.packages[0]?.id : undefined)}
                onSelect={(pkg) => setPicks((before) => ({ ...before, [of]: pkg.id }))}
                showTierName={data.paylist.showmembertypename === 1}
              />
            ),
          }))}
        />
      )}
      <UpgradeNextBar
        tierName={tierName(tier)}
        chosen={selected}
        asking={data !== undefined && packages.length > 0}
        onNext={() => {
          if (!selected) return;
          saveChoice({ payopttype: 1, packageId: selected.id, custom: "0", amount: selected.amounts });
          navigate("/m/home/upgradelist");
        }}
      />
    </Screen>
  );
}

/** /m/home/wallet (ours): the credit history. */
export function MobileWalletPage() {
  const { t } = useTranslation("store");
  const { profile } = useSession();
  const history = useWalletHistory(useGiftApi());
  return (
    <Screen title={t("pages.history")} back="/m/home/invest/index">
      <WalletBox amount={profile?.amount ?? 0} />
      <LedgerList
        entries={history.data?.entries ?? []}
        loading={history.isLoading}
        error={history.error}
        onRetry={() => history.mutate()}
      />
    </Screen>
  );
}
