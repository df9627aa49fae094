/**
 * The console's catalogs (issue 14), for administrators: gifts, recharge and upgrade packages with
 * the tiers' base prices, each tier's permissions, and the site settings (free chats, the price of
 * a translation, the offered payment methods). The server checks the role and the values
 * (contracts/admin-catalogs.ts); every change applies to members at once.
 */
import { type GiftSave, uploadImage, useCatalog } from "@site/api-client";
import {
  type CatalogCategory,
  type CatalogGift,
  type CatalogPackage,
  type CatalogView,
  PAY_FLAG_ORDER,
  PERMISSION_FLAGS,
  type PermissionFlag,
  VIP_TIERS,
} from "@site/contracts";
import { Button } from "@site/ui/button";
import { Checkbox } from "@site/ui/checkbox";
import { type DataColumn, DataTable } from "@site/ui/data-table";
import { Dialog } from "@site/ui/dialog";
import { usePayMethodName } from "@site/ui/payments";
import { Select } from "@site/ui/select";
import { Spinner } from "@site/ui/spinner";
import { Switch } from "@site/ui/switch";
import { Tabs } from "@site/ui/tabs";
import { TextField } from "@site/ui/text-field";
import { useToast } from "@site/ui/toast";
import { useVipLabel } from "@site/ui/vip-badge";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnswerText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { useAdminApi, useLocale } from "./admin-shared.ts";

/** Saves through the console and says how it went; true when saved. */
function useSave() {
  const { t } = useTranslation("pages");
  const { show } = useToast();
  const answerText = useAnswerText();
  const api = useAdminApi();
  const catalog = useCatalog(api);
  return async (send: Promise<{ status: number; msg?: string }>): Promise<boolean> => {
    const answer = await send;
    if (answer.status !== 200) {
      show({ tone: "error", title: answerText(answer) });
      return false;
    }
    show({ tone: "success", title: t("admin.saved") });
    await catalog.mutate();
    return true;
  };
}

export function CatalogsPage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const catalog = useCatalog(api);
  const data = catalog.data;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display font-semibold text-2xl text-ink-900">{t("admin.catalogs")}</h1>
      {!data ? (
        <div className="flex justify-center py-16">
          <Spinner label={t("admin.catalogLoading")} />
        </div>
      ) : (
        <Tabs
          label={t("admin.catalogs")}
          panelClassName="pt-6"
          items={[
            { key: "gifts", label: t("admin.gifts"), content: <GiftsSection catalog={data} /> },
            { key: "packages", label: t("admin.packages"), content: <PackagesSection catalog={data} /> },
            {
              key: "permissions",
              label: t("admin.permissions"),
              content: <PermissionsSection catalog={data} />,
            },
            { key: "settings", label: t("admin.settings"), content: <SettingsSection catalog={data} /> },
          ]}
        />
      )}
    </div>
  );
}

function useTitleOf() {
  const { i18n } = useTranslation();
  return (g: { titlee: string; titlec: string; titlef: string }) =>
    i18n.language === "zhcn" ? g.titlec : i18n.language === "zhtw" ? g.titlef : g.titlee;
}

function useMoneyFormat() {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount: number) => format.format(amount);
}

function OnSale({ active }: { active: boolean }) {
  const { t } = useTranslation("pages");
  return (
    <span
      className={
        active
          ? "rounded-full bg-success-50 px-2 py-0.5 font-medium text-success-700 text-xs"
          : "rounded-full bg-ink-100 px-2 py-0.5 font-medium text-ink-600 text-xs"
      }
    >
      {active ? t("admin.onSale") : t("admin.offSale")}
    </span>
  );
}

function GiftsSection({ catalog }: { catalog: CatalogView }) {
  const { t } = useTranslation("pages");
  const titleOf = useTitleOf();
  const money = useMoneyFormat();
  const [editing, setEditing] = useState<CatalogGift | null>(null);
  const [creating, setCreating] = useState(false);
  const [naming, setNaming] = useState<CatalogCategory | "new" | null>(null);
  const categoryOf = (id: number) => {
    const c = catalog.categories.find((x) => x.id === id);
    return c ? titleOf({ titlee: c.classifye, titlec: c.classifyc, titlef: c.classifyf }) : "";
  };
  const columns: DataColumn<CatalogGift>[] = [
    {
      key: "gift",
      header: t("admin.gift"),
      rowHeader: true,
      sortValue: (g) => titleOf(g),
      cell: (g) => (
        <span className="flex items-center gap-3">
          <img src={g.path} alt="" className="size-10 rounded-lg bg-ink-50 object-contain" loading="lazy" />
          <span className="font-semibold text-ink-900">{titleOf(g)}</span>
        </span>
      ),
    },
    {
      key: "category",
      header: t("admin.category"),
      sortValue: (g) => categoryOf(g.category_id),
      cell: (g) => categoryOf(g.category_id),
    },
    {
      key: "price",
      header: t("admin.price"),
      numeric: true,
      sortValue: (g) => g.money,
      cell: (g) => money(g.money),
    },
    {
      key: "sale",
      header: t("admin.sale"),
      sortValue: (g) => Number(g.active),
      cell: (g) => <OnSale active={g.active} />,
    },
    {
      key: "edit",
      header: t("admin.colActions"),
      cell: (g) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setEditing(g)}
          aria-label={t("admin.editGift", { name: titleOf(g) })}
        >
          {t("admin.edit")}
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => setCreating(true)}>
          {t("admin.newGift")}
        </Button>
        <span className="ms-3 text-ink-600 text-sm">{t("admin.category")}:</span>
        {catalog.categories.map((c) => (
          <Button
            key={c.id}
            size="sm"
            variant="outline"
            aria-label={t("admin.renameCategory", {
              name: titleOf({ titlee: c.classifye, titlec: c.classifyc, titlef: c.classifyf }),
            })}
            onClick={() => setNaming(c)}
          >
            {titleOf({ titlee: c.classifye, titlec: c.classifyc, titlef: c.classifyf })}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={() => setNaming("new")}>
          {t("admin.newCategory")}
        </Button>
      </div>
      <DataTable
        caption={t("admin.gifts")}
        columns={columns}
        rows={catalog.gifts}
        rowKey={(g) => g.id}
        empty={{ title: t("admin.giftsEmpty") }}
        rowTone={(g) => (g.active ? undefined : "muted")}
      />
      <GiftDialog gift={editing} onClose={() => setEditing(null)} />
      {creating && <NewGiftDialog catalog={catalog} onClose={() => setCreating(false)} />}
      {naming !== null && <CategoryDialog category={naming} onClose={() => setNaming(null)} />}
    </>
  );
}

function GiftDialog({ gift, onClose }: { gift: CatalogGift | null; onClose: () => void }) {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const save = useSave();
  const titleOf = useTitleOf();
  const [form, setForm] = useState<GiftSave | null>(null);
  const [busy, setBusy] = useState(false);
  if (gift && form?.id !== gift.id) {
    setForm({
      id: gift.id,
      price: gift.money,
      titlee: gift.titlee,
      titlec: gift.titlec,
      titlef: gift.titlef,
      active: gift.active,
    });
  }
  const [price, setPrice] = useState("");
  const [priceFor, setPriceFor] = useState<number>();
  if (gift && priceFor !== gift.id) {
    setPriceFor(gift.id);
    setPrice(String(gift.money));
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || busy) return;
    setBusy(true);
    try {
      if (await save(api.giftSave({ ...form, price: Number(price) }))) onClose();
    } finally {
      setBusy(false);
    }
  };
  const field = (key: "titlee" | "titlec" | "titlef", label: string, lang: string) => (
    <TextField
      label={label}
      lang={lang}
      required
      maxLength={40}
      value={form?.[key] ?? ""}
      onChange={(e) => setForm((f) => (f ? { ...f, [key]: e.target.value } : f))}
    />
  );
  return (
    <Dialog
      open={gift !== null}
      onClose={onClose}
      size="sm"
      title={gift ? t("admin.editGift", { name: titleOf(gift) }) : ""}
      description={t("admin.editGiftHint")}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label={t("admin.priceCredits")}
          inputMode="decimal"
          required
          value={price}
          hint={t("admin.priceHint")}
          onChange={(e) => setPrice(e.target.value)}
        />
        {field("titlee", t("admin.titleEn"), "en")}
        {field("titlec", t("admin.titleZhcn"), "zh-Hans")}
        {field("titlef", t("admin.titleZhtw"), "zh-Hant")}
        <Switch
          label={t("admin.onSale")}
          checked={form?.active ?? false}
          onChange={(active) => setForm((f) => (f ? { ...f, active } : f))}
        />
        <DialogButtons busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** A new gift: its category, picture (uploaded), price, titles, and whether it is on sale. */
function NewGiftDialog({ catalog, onClose }: { catalog: CatalogView; onClose: () => void }) {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const save = useSave();
  const { token } = useSession();
  const { show } = useToast();
  const answerText = useAnswerText();
  const titleOf = useTitleOf();
  const [form, setForm] = useState({
    category_id: String(catalog.categories[0]?.id ?? ""),
    path: "",
    price: "",
    titlee: "",
    titlec: "",
    titlef: "",
    active: true,
  });
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  return (
    <Dialog open onClose={onClose} size="sm" title={t("admin.newGift")} description={t("admin.newGiftHint")}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          try {
            const sent = api.giftCreate({
              ...form,
              category_id: Number(form.category_id),
              price: Number(form.price),
            });
            if (await save(sent)) onClose();
          } finally {
            setBusy(false);
          }
        }}
      >
        <Select
          label={t("admin.category")}
          value={form.category_id}
          options={catalog.categories.map((c) => ({
            value: String(c.id),
            label: titleOf({ titlee: c.classifye, titlec: c.classifyc, titlef: c.classifyf }),
          }))}
          onChange={(category_id) => set({ category_id })}
        />
        <div className="flex items-center gap-3">
          <span className="flex size-16 items-center justify-center rounded-xl bg-ink-50 ring-1 ring-ink-100">
            {form.path && <img src={form.path} alt="" className="size-14 object-contain" />}
          </span>
          <label className="inline-flex cursor-pointer items-center rounded-full px-4 py-2 font-semibold text-ink-800 text-sm ring-1 ring-ink-200 hover:bg-ink-50 focus-within:outline-2 focus-within:outline-brand-500">
            {uploading ? t("admin.uploading") : t("admin.giftPicture")}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (!file) return;
                setUploading(true);
                try {
                  const answer = await uploadImage(file, token ?? "");
                  if (answer.status === 200 && answer.data?.url) set({ path: answer.data.url });
                  else show({ tone: "error", title: answerText(answer) });
                } finally {
                  setUploading(false);
                }
              }}
            />
          </label>
        </div>
        <TextField
          label={t("admin.priceCredits")}
          inputMode="decimal"
          required
          value={form.price}
          hint={t("admin.priceHint")}
          onChange={(e) => set({ price: e.target.value })}
        />
        <TextField
          label={t("admin.titleEn")}
          lang="en"
          required
          value={form.titlee}
          onChange={(e) => set({ titlee: e.target.value })}
        />
        <TextField
          label={t("admin.titleZhcn")}
          lang="zh-Hans"
          required
          value={form.titlec}
          onChange={(e) => set({ titlec: e.target.value })}
        />
        <TextField
          label={t("admin.titleZhtw")}
          lang="zh-Hant"
          required
          value={form.titlef}
          onChange={(e) => set({ titlef: e.target.value })}
        />
        <Switch label={t("admin.onSale")} checked={form.active} onChange={(active) => set({ active })} />
        <DialogButtons busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** A gift category's names in the three languages (a new one when `category` is "new"). */
function CategoryDialog({ category, onClose }: { category: CatalogCategory | "new"; onClose: () => void }) {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const save = useSave();
  const existing = category === "new" ? undefined : category;
  const [names, setNames] = useState({
    classifye: existing?.classifye ?? "",
    classifyc: existing?.classifyc ?? "",
    classifyf: existing?.classifyf ?? "",
  });
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={existing ? t("admin.renameCategory", { name: existing.classifye }) : t("admin.newCategory")}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          try {
            if (await save(api.giftCategorySave({ ...(existing ? { id: existing.id } : {}), ...names })))
              onClose();
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextField
          label={t("admin.nameEn")}
          lang="en"
          required
          value={names.classifye}
          onChange={(e) => setNames({ ...names, classifye: e.target.value })}
        />
        <TextField
          label={t("admin.nameZhcn")}
          lang="zh-Hans"
          required
          value={names.classifyc}
          onChange={(e) => setNames({ ...names, classifyc: e.target.value })}
        />
        <TextField
          label={t("admin.nameZhtw")}
          lang="zh-Hant"
          required
          value={names.classifyf}
          onChange={(e) => setNames({ ...names, classifyf: e.target.value })}
        />
        <DialogButtons busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  );
}

function DialogButtons({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const { t } = useTranslation("pages");
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" onClick={onClose}>
        {t("admin.cancel")}
      </Button>
      <Button type="submit" loading={busy}>
        {t("admin.save")}
      </Button>
    </div>
  );
}

type AmountEdit = {
  title: string;
  amount: number;
  /** Omitted for a tier's base price (always offered). */
  active?: boolean;
  save: (amount: number, active: boolean) => Promise<{ status: number; msg?: string }>;
};

function PackagesSection({ catalog }: { catalog: CatalogView }) {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const money = useMoneyFormat();
  const vipLabel = useVipLabel();
  const [editing, setEditing] = useState<AmountEdit | null>(null);
  const edit = (kind: "recharge" | "upgrade", p: CatalogPackage, title: string) =>
    setEditing({
      title,
      amount: p.amount,
      active: p.active,
      save: (amount, active) => api.packageSave({ kind, id: p.id, amount, active }),
    });
  const editButton = (label: string, onClick: () => void) => (
    <Button size="sm" variant="outline" onClick={onClick} aria-label={label}>
      {t("admin.edit")}
    </Button>
  );
  const recharge: DataColumn<CatalogPackage>[] = [
    {
      key: "amount",
      header: t("admin.amount"),
      rowHeader: true,
      numeric: true,
      sortValue: (p) => p.amount,
      cell: (p) => money(p.amount),
    },
    { key: "sale", header: t("admin.sale"), cell: (p) => <OnSale active={p.active} /> },
    {
      key: "edit",
      header: t("admin.colActions"),
      cell: (p) => {
        const title = t("admin.editRecharge", { amount: money(p.amount) });
        return editButton(title, () => edit("recharge", p, title));
      },
    },
  ];
  const upgrades: DataColumn<CatalogPackage>[] = [
    {
      key: "tier",
      header: t("admin.colTier"),
      rowHeader: true,
      sortValue: (p) => (p.tier ?? 0) * 1000 + (p.months ?? 0),
      cell: (p) => `${vipLabel(p.tier ?? 0)} · ${t("admin.monthsCount", { count: p.months ?? 0 })}`,
    },
    {
      key: "amount",
      header: t("admin.amount"),
      numeric: true,
      sortValue: (p) => p.amount,
      cell: (p) => money(p.amount),
    },
    { key: "sale", header: t("admin.sale"), cell: (p) => <OnSale active={p.active} /> },
    {
      key: "edit",
      header: t("admin.colActions"),
      cell: (p) => {
        const title = t("admin.editUpgrade", {
          tier: vipLabel(p.tier ?? 0),
          months: t("admin.monthsCount", { count: p.months ?? 0 }),
        });
        return editButton(title, () => edit("upgrade", p, title));
      },
    },
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Section title={t("admin.recharge")} hint={t("admin.rechargeHint")}>
        <DataTable
          caption={t("admin.recharge")}
          columns={recharge}
          rows={catalog.recharge}
          rowKey={(p) => p.id}
          empty={{ title: t("admin.packagesEmpty") }}
          rowTone={(p) => (p.active ? undefined : "muted")}
        />
      </Section>
      <Section title={t("admin.upgrades")} hint={t("admin.upgradesHint")}>
        <DataTable
          caption={t("admin.upgrades")}
          columns={upgrades}
          rows={catalog.upgrades}
          rowKey={(p) => p.id}
          empty={{ title: t("admin.packagesEmpty") }}
          rowTone={(p) => (p.active ? undefined : "muted")}
        />
        <ul className="flex flex-col divide-y divide-ink-100 rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5">
          {catalog.tiers
            .filter((tier) => tier.tier > 0)
            .map((tier) => {
              const title = t("admin.editBasePrice", { tier: vipLabel(tier.tier) });
              return (
                <li key={tier.tier} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                  <span>
                    <span className="font-semibold text-ink-900">{vipLabel(tier.tier)}</span>
                    <span className="block text-ink-600">{t("admin.basePrice")}</span>
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="tabular-nums">{money(tier.base_price)}</span>
                    {editButton(title, () =>
                      setEditing({
                        title,
                        amount: tier.base_price,
                        save: (amount) => api.tierPriceSave(tier.tier, amount),
                      }),
                    )}
                  </span>
                </li>
              );
            })}
        </ul>
      </Section>
      <AmountDialog edit={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <div>
        <h2 className="font-semibold text-ink-900 text-lg">{title}</h2>
        {hint && <p className="text-ink-600 text-sm">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

function AmountDialog({ edit, onClose }: { edit: AmountEdit | null; onClose: () => void }) {
  const { t } = useTranslation("pages");
  const save = useSave();
  const [amount, setAmount] = useState("");
  const [active, setActive] = useState(true);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<AmountEdit | null>(null);
  if (edit && edit !== shown) {
    setShown(edit);
    setAmount(String(edit.amount));
    setActive(edit.active ?? true);
  }
  return (
    <Dialog open={edit !== null} onClose={onClose} size="sm" title={edit?.title ?? ""}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!edit || busy) return;
          setBusy(true);
          try {
            if (await save(edit.save(Number(amount), active))) onClose();
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextField
          label={t("admin.amount")}
          inputMode="decimal"
          required
          value={amount}
          hint={t("admin.priceHint")}
          onChange={(e) => setAmount(e.target.value)}
        />
        {edit?.active !== undefined && (
          <Switch label={t("admin.onSale")} checked={active} onChange={setActive} />
        )}
        <DialogButtons busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  );
}

function PermissionsSection({ catalog }: { catalog: CatalogView }) {
  const { t } = useTranslation("pages");
  const { t: store } = useTranslation("store");
  const api = useAdminApi();
  const save = useSave();
  const vipLabel = useVipLabel();
  const [flags, setFlags] = useState(() =>
    Object.fromEntries(VIP_TIERS.map((v) => [v, new Set(catalog.authorities[String(v) as "0"])])),
  );
  const [busy, setBusy] = useState(false);
  const changed = VIP_TIERS.filter((v) => {
    const now = flags[v] ?? new Set();
    const was = new Set(catalog.authorities[String(v) as "0"]);
    return now.size !== was.size || [...now].some((f) => !was.has(f));
  });
  const toggle = (tier: number, flag: PermissionFlag, on: boolean) =>
    setFlags((all) => {
      const next = new Set(all[tier]);
      if (on) next.add(flag);
      else next.delete(flag);
      return { ...all, [tier]: next };
    });
  return (
    <Section title={t("admin.permissions")} hint={t("admin.permissionsHint")}>
      <div className="overflow-x-auto rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("admin.permissions")}</caption>
          <thead className="border-ink-100 border-b text-ink-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("admin.permission")}
              </th>
              {VIP_TIERS.map((v) => (
                <th key={v} scope="col" className="px-4 py-3 text-center font-semibold">
                  {vipLabel(v)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {PERMISSION_FLAGS.map((flag) => (
              <tr key={flag}>
                <th scope="row" className="px-4 py-2.5 font-normal text-ink-800">
                  {store(`payments.authorities.${flag}`)}
                </th>
                {VIP_TIERS.map((v) => (
                  <td key={v} className="px-4 py-2.5">
                    <div className="flex justify-center">
                      <Checkbox
                        label={`${vipLabel(v)}: ${store(`payments.authorities.${flag}`)}`}
                        hideLabel
                        checked={flags[v]?.has(flag) ?? false}
                        onChange={(on) => toggle(v, flag, on)}
                      />
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-end gap-3">
        {changed.length > 0 && <p className="text-ink-600 text-sm">{t("admin.unsaved")}</p>}
        <Button
          loading={busy}
          disabled={changed.length === 0}
          onClick={async () => {
            setBusy(true);
            try {
              for (const v of changed) await save(api.authoritiesSave(v, [...(flags[v] ?? [])]));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t("admin.savePermissions")}
        </Button>
      </div>
    </Section>
  );
}

function SettingsSection({ catalog }: { catalog: CatalogView }) {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const save = useSave();
  const methodName = usePayMethodName();
  const s = catalog.settings;
  const [freeChats, setFreeChats] = useState(String(s.free_chats_per_day));
  const [price, setPrice] = useState(String(s.translation_price));
  const [methods, setMethods] = useState(new Set<string>(s.pay_methods));
  const [busy, setBusy] = useState(false);
  const methodLabel = (flag: string) => methodName(PAY_FLAG_ORDER.find(([f]) => f === flag)?.[1] ?? -1);
  return (
    <form
      noValidate
      className="flex max-w-2xl flex-col gap-6"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          await save(
            api.settingsSave({
              free_chats_per_day: Number(freeChats),
              translation_price: Number(price),
              pay_methods: s.pay_methods_configured.filter((f) => methods.has(f)),
            }),
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("admin.freeChats")}
          hint={t("admin.freeChatsHint")}
          inputMode="numeric"
          value={freeChats}
          onChange={(e) => setFreeChats(e.target.value)}
        />
        <TextField
          label={t("admin.translationPrice")}
          hint={t("admin.translationPriceHint")}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-ink-900">{t("admin.payMethods")}</legend>
        <p className="text-ink-600 text-sm">{t("admin.payMethodsHint")}</p>
        {s.pay_methods_configured.length === 0 && (
          <p className="text-ink-600 text-sm">{t("admin.payMethodsNone")}</p>
        )}
        {s.pay_methods_configured.map((flag) => (
          <Checkbox
            key={flag}
            label={methodLabel(flag)}
            description={flag}
            checked={methods.has(flag)}
            onChange={(on) =>
              setMethods((all) => {
                const next = new Set(all);
                if (on) next.add(flag);
                else next.delete(flag);
                return next;
              })
            }
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" loading={busy}>
          {t("admin.save")}
        </Button>
      </div>
    </form>
  );
}
