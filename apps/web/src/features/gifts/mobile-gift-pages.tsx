/**
 * The phone's gift screens (spec §2 /m): gift/list (the store with a tab per category, and the
 * gifts received), /m/home/gift?name= (the store, choosing a gift for that member), and
 * gift/send/{giftid}?name= (the send form). A send that succeeds goes back to the store.
 */
import { useGiftStore, useReceivedGifts } from "@site/api-client";
import { GiftSendForm, GiftStore, ReceivedGiftList } from "@site/ui/gift-store";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useSession } from "../../session/session.tsx";
import { MobileBar } from "../shell/mobile-bar.tsx";
import { BalanceBox } from "./gift-parts.tsx";
import { useGiftApi, useGiveGift } from "./use-gifts.ts";
import { useReadGiftNotices } from "./use-read-gift-notices.ts";

const sendPath = (giftId: number, name: string) =>
  `/m/home/gift/send/${giftId}${name ? `?name=${encodeURIComponent(name)}` : ""}`;

/** /m/home/gift/list and /m/home/gift?name=: the store; the list also shows the gifts received. */
export function MobileGiftStorePage({ withReceived }: { withReceived: boolean }) {
  const { t } = useTranslation("store");
  const api = useGiftApi();
  const store = useGiftStore(api);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const name = params.get("name") ?? "";
  return (
    <div>
      <MobileBar title={t("pages.store")} back="" />
      <div className="space-y-5 p-4">
        <BalanceBox />
        <p className="text-sm text-ink-600">{name ? t("pages.sendingTo", { name }) : t("pages.intro")}</p>
        <GiftStore
          categories={store.data ?? []}
          loading={store.isLoading}
          error={store.error}
          onRetry={() => store.mutate()}
          onSelect={(gift) => navigate(sendPath(gift.id, name))}
        />
        {withReceived && <Received />}
      </div>
    </div>
  );
}

function Received() {
  const { t } = useTranslation("store");
  const api = useGiftApi();
  const received = useReceivedGifts(api);
  useReadGiftNotices();
  return (
    <section className="space-y-3" aria-labelledby="received">
      <h2 id="received" className="text-lg font-semibold text-ink-900">
        {t("pages.received")}
      </h2>
      <ReceivedGiftList
        gifts={received.data ?? []}
        loading={received.isLoading}
        error={received.error}
        onRetry={() => received.mutate()}
      />
    </section>
  );
}

/** /m/home/gift/send/{giftid}?name=: the chosen gift, the recipient and a message. */
export function MobileGiftSendPage() {
  const { t } = useTranslation("store");
  const api = useGiftApi();
  const store = useGiftStore(api);
  const { profile } = useSession();
  const navigate = useNavigate();
  const { giftid } = useParams();
  const [params] = useSearchParams();
  const name = params.get("name") ?? "";
  const { give, sending, error } = useGiveGift();
  const gift = store.data?.flatMap((c) => c.gifts).find((g) => String(g.id) === giftid) ?? null;
  const storePath = `/m/home/gift${name ? `?name=${encodeURIComponent(name)}` : "/list"}`;
  return (
    <div>
      <MobileBar title={t("pages.send")} back={storePath} />
      <div className="p-4">
        <GiftSendForm
          gift={store.isLoading ? null : gift}
          recipient={name}
          balance={profile?.amount}
          sending={sending}
          error={error}
          onChooseGift={() => navigate(storePath)}
          onCancel={() => navigate(storePath)}
          onSend={async ({ username, message }) => {
            if (gift && (await give(gift, username, message))) navigate(storePath);
          }}
        />
      </div>
    </div>
  );
}
