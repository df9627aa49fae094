/**
^ * /w/home/store/index (the gift store, spec §2; `?name=` comes from a link or the mine menu and
 * fills the recipient) and /w/home/store/mine (the gifts received). Picking a gift opens the
 * gift dialog.
 */

import { useGiftStore, useReceivedGifts } from "@site/api-client";
import type { Gift } from "@site/contracts";
import { GiftDialog, GiftStore, ReceivedGiftList } from "@site/ui/gift-store";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../session/session.tsx";
import { BalanceBox, GiftSections } from "./gift-parts.tsx";
import { useGiftApi, useGiveGift } from "./use-gifts.ts";
import { useReadGiftNotices } from "./use-read-gift-notices.ts";

function Header({ title }: { title: string }) {
  const { t } = useTranslation("store");
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="font-display text-2xl font-semibold text-ink-900">{title}</h1>
      <GiftSections
        links={[
          ["/w/home/store/index", t("pages.store")],
          ["/w/home/store/mine", t("pages.mine")],
        ]}
      />
    </div>
  );
}

export function WebGiftStorePage() {
  const { t } = useTranslation("store");
  const api = useGiftApi();
  const store = useGiftStore(api);
  const { profile } = useSession();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<Gift | null>(null);
  const { give, sending, error, clearError } = useGiveGift();
  const recipient = params.get("name") ?? "";
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Header title={t("pages.store")} />
      <div className="grid gap-6 md:grid-cols-[1fr_18rem] md:items-start">
        <section className="space-y-3">
          <p className="text-ink-600">
            {recipient ? t("pages.sendingTo", { name: recipient }) : t("pages.intro")}
          </p>
          <GiftStore
            categories={store.data ?? []}
            loading={store.isLoading}
            error={store.error}
            onRetry={() => store.mutate()}
            selectedId={picked?.id}
            onSelect={(gift) => {
              clearError();
              setPicked(gift);
            }}
          />
        </section>
        <BalanceBox />
      </div>
      <GiftDialog
        open={picked !== null}
        onClose={() => setPicked(null)}
        gift={picked}
        recipient={recipient}
        balance={profile?.amount}
        sending={sending}
        error={error}
        onSend={async ({ username, message }) => {
          if (picked && (await give(picked, username, message))) setPicked(null);
        }}
      />
    </div>
  );
}

export function WebMyGiftsPage() {
  const { t } = useTranslation("store");
  const api = useGiftApi();
  const received = useReceivedGifts(api);
  useReadGiftNotices();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Header title={t("pages.mine")} />
      <section className="space-y-3" aria-label={t("pages.received")}>
        <p className="text-ink-600">{t("pages.receivedIntro")}</p>
        <ReceivedGiftList
          gifts={received.data ?? []}
          loading={received.isLoading}
          error={received.error}
          onRetry={() => received.mutate()}
        />
      </section>
    </div>
  );
}
