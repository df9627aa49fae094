/**
 * Articles at the console (issue 14), for administrators: the list (published or draft, reads),
 * the categories in three languages, and the editor: a title and a body per language (TipTap's
 * ArticleEditor), a cover image (uploaded or linked), published or not. The server sanitises the
 * HTML when it is saved; the blog shows what it stored.
 */
import { adminKeys, uploadImage, useStaffArticle, useStaffArticles } from "@site/api-client";
import type { ArticleSaveFields, StaffArticleRow } from "@site/contracts";
import { ArticleEditor } from "@site/ui/article-editor";
import { Button } from "@site/ui/button";
import { type DataColumn, DataTable } from "@site/ui/data-table";
import { Select } from "@site/ui/select";
import { Spinner } from "@site/ui/spinner";
import { Switch } from "@site/ui/switch";
import { Tabs } from "@site/ui/tabs";
import { TextField } from "@site/ui/text-field";
import { useToast } from "@site/ui/toast";
import { useFormik } from "formik";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useSWRConfig } from "swr";
import { useModuleValidation } from "../../lib/forms.ts";
import { useAnswerText, useFieldError } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";
import { useAdminApi, useDates } from "./admin-shared.ts";

const LANGS = [
  { key: "english", title: "tenglish", lang: "en", label: "English" },
  { key: "simple", title: "tsimple", lang: "zh-Hans", label: "简体中文" },
  { key: "multiply", title: "tmultiply", lang: "zh-Hant", label: "繁體中文" },
] as const;

function useTitleOf() {
  const { i18n } = useTranslation();
  return (a: { tenglish: string; tsimple: string; tmultiply: string }) =>
    (i18n.language === "zhcn" ? a.tsimple : i18n.language === "zhtw" ? a.tmultiply : a.tenglish) ||
    a.tenglish;
}

export function ArticlesPage() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const list = useStaffArticles(api);
  const titleOf = useTitleOf();
  const date = useDates();
  const categoryName = (slug: string) => {
    const c = list.data?.categories.find((x) => x.slug === slug);
    return c ? titleOf({ tenglish: c.english, tsimple: c.simple, tmultiply: c.multiply }) : slug;
  };
  const columns: DataColumn<StaffArticleRow>[] = [
    {
      key: "title",
      header: t("admin.articleTitle"),
      rowHeader: true,
      sortValue: (a) => titleOf(a),
      cell: (a) => <span className="font-semibold text-ink-900">{titleOf(a)}</span>,
    },
    {
      key: "category",
      header: t("admin.category"),
      sortValue: (a) => a.category,
      cell: (a) => categoryName(a.category),
    },
    {
      key: "state",
      header: t("admin.colStatus"),
      cell: (a) => (a.published ? t("admin.published") : t("admin.draft")),
    },
    {
      key: "reads",
      header: t("admin.reads"),
      numeric: true,
      sortValue: (a) => a.reads,
      cell: (a) => a.reads,
    },
    {
      key: "when",
      header: t("admin.created"),
      sortValue: (a) => a.create_time,
      cell: (a) => date(a.create_time, "day"),
    },
    {
      key: "edit",
      header: t("admin.colActions"),
      cell: (a) => (
        <Link
          to={`/admin/articles/${a.id}`}
          aria-label={t("admin.editGift", { name: titleOf(a) })}
          className="font-semibold text-brand-700 text-sm hover:text-brand-800"
        >
          {t("admin.edit")}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display font-semibold text-2xl text-ink-900">{t("admin.articles")}</h1>
        <Link
          to="/admin/articles/new"
          className="inline-flex h-10 items-center rounded-full bg-brand-600 px-5 font-semibold text-sm text-white hover:bg-brand-700"
        >
          {t("admin.newArticle")}
        </Link>
      </div>
      <DataTable
        caption={t("admin.articles")}
        columns={columns}
        rows={list.data?.articles}
        rowKey={(a) => a.id}
        loading={list.isLoading}
        loadingLabel={t("admin.articlesLoading")}
        empty={{ title: t("admin.articlesEmpty") }}
        rowTone={(a) => (a.published ? undefined : "muted")}
      />
      <CategoryForm />
    </div>
  );
}

function CategoryForm() {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const list = useStaffArticles(api);
  const { show } = useToast();
  const answerText = useAnswerText();
  const [form, setForm] = useState({ slug: "", english: "", simple: "", multiply: "" });
  const [busy, setBusy] = useState(false);
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-surface p-5 shadow-card ring-1 ring-ink-900/5">
      <h2 className="font-semibold text-ink-900 text-lg">{t("admin.categories")}</h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {list.data?.categories.map((c) => (
          <li key={c.slug}>
            <button
              type="button"
              className="rounded-full bg-ink-100 px-3 py-1 text-ink-800 hover:bg-ink-200"
              onClick={() =>
                setForm({ slug: c.slug, english: c.english, simple: c.simple, multiply: c.multiply })
              }
            >
              {c.english} · {c.multiply || c.simple}
            </button>
          </li>
        ))}
      </ul>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-5 sm:items-end"
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          try {
            const answer = await api.articleCategorySave(form);
            if (answer.status === 200) {
              show({ tone: "success", title: t("admin.saved") });
              setForm({ slug: "", english: "", simple: "", multiply: "" });
              await list.mutate();
            } else show({ tone: "error", title: answerText(answer) });
          } finally {
            setBusy(false);
          }
        }}
      >
        <TextField
          label={t("admin.slug")}
          hint={t("admin.slugHint")}
          value={form.slug}
          onChange={(e) => setForm({ ...form, slug: e.target.value })}
        />
        <TextField
          label={t("admin.nameEn")}
          lang="en"
          value={form.english}
          onChange={(e) => setForm({ ...form, english: e.target.value })}
        />
        <TextField
          label={t("admin.nameZhcn")}
          lang="zh-Hans"
          value={form.simple}
          onChange={(e) => setForm({ ...form, simple: e.target.value })}
        />
        <TextField
          label={t("admin.nameZhtw")}
          lang="zh-Hant"
          value={form.multiply}
          onChange={(e) => setForm({ ...form, multiply: e.target.value })}
        />
        <Button type="submit" loading={busy}>
          {t("admin.saveCategory")}
        </Button>
      </form>
    </section>
  );
}

type Draft = ArticleSaveFields;
type LangKey = (typeof LANGS)[number]["key"];

/** The console's rules are in the contracts' root, loaded with the first validation. */
/**
 * The console's article rules, with yup's ValidationError, at the first validation. Not through the
 * package's barrel: a dynamic import of the barrel made every contracts module part of one chunk
 * graph, and the bundler then put the feed's and the members' constants in a chunk with yup, which
 * the signed-in homes loaded on their first screen (23 KB gzip, issue 49).
 */
const loadContracts = () =>
  Promise.all([import("@site/contracts/admin"), import("@site/contracts/schemas")]).then(
    ([admin, schemas]) => ({
      articleSavePayloadSchema: admin.articleSavePayloadSchema,
      ValidationError: schemas.ValidationError,
    }),
  );

export function ArticleEditPage() {
  const { id } = useParams();
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const existing = useStaffArticle(api, id && id !== "new" ? Number(id) : null);
  const list = useStaffArticles(api);
  if (!list.data || (id !== "new" && !existing.data))
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t("admin.articlesLoading")} />
      </div>
    );
  const a = existing.data;
  const draft: Draft = a
    ? { ...a }
    : {
        slug: "",
        category: list.data.categories[0]?.slug ?? "",
        image: "",
        tenglish: "",
        tsimple: "",
        tmultiply: "",
        english: "",
        simple: "",
        multiply: "",
        published: false,
      };
  return <ArticleForm key={a?.id ?? "new"} initial={draft} isNew={!a} categories={list.data.categories} />;
}

function ArticleForm({
  initial,
  isNew,
  categories,
}: {
  initial: Draft;
  isNew: boolean;
  categories: { slug: string; english: string; simple: string; multiply: string }[];
}) {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const { token } = useSession();
  const { show } = useToast();
  const answerText = useAnswerText();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const titleOf = useTitleOf();
  const fieldError = useFieldError();
  const [uploading, setUploading] = useState(false);
  const [tab, setTab] = useState<LangKey>("english");
  const picker = useRef<HTMLInputElement>(null);
  const pending = useRef<((url: string | null) => void) | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // Set by a refused save: the first tab holding an error opens, and the first field in error
  // takes the focus once its error has rendered.
  const focusInvalid = useRef(false);

  const validate = useModuleValidation(loadContracts, (c) => c.articleSavePayloadSchema);
  const form = useFormik<Draft>({
    initialValues: initial,
    validate,
    onSubmit: async (draft) => {
      focusInvalid.current = false;
      const answer = await api.articleSave(draft);
      if (answer.status !== 200) {
        show({ tone: "error", title: answerText(answer) });
        return;
      }
      show({ tone: "success", title: t("admin.saved") });
      await mutate(adminKeys.articles);
      if (answer.data) await mutate(adminKeys.article(answer.data.id));
      navigate("/admin/articles");
    },
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => void form.setFieldValue(key, value);
  const errorOf = (name: keyof Draft) => fieldError(form, name);

  // A refused save opens the first language whose title or body is in error (the English ones are
  // required, and another tab may be showing), then the first field in error takes the focus once
  // its error has rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the errors, saves or tab change
  useEffect(() => {
    if (!focusInvalid.current) return;
    const lang = LANGS.find((l) => errorOf(l.title) || errorOf(l.key));
    if (lang && lang.key !== tab) return setTab(lang.key);
    const first = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    focusInvalid.current = false;
    first.focus();
  }, [form.errors, form.submitCount, tab]);

  /** Uploads a picture (the member upload call: staff are members too) and answers its address. */
  const upload = async (file: File): Promise<string | null> => {
    setUploading(true);
    try {
      const answer = await uploadImage(file, token ?? "");
      if (answer.status !== 200 || !answer.data?.url) {
        show({ tone: "error", title: answerText(answer) });
        return null;
      }
      return answer.data.url;
    } finally {
      setUploading(false);
    }
  };
  const pickImage = () =>
    new Promise<string | null>((resolve) => {
      pending.current = resolve;
      picker.current?.click();
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.isSubmitting) return;
    focusInvalid.current = true;
    void form.submitForm();
  };
  return (
    <form ref={formElement} noValidate onSubmit={submit} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display font-semibold text-2xl text-ink-900">
          {isNew ? t("admin.newArticle") : titleOf(initial)}
        </h1>
        <div className="flex items-center gap-3">
          <Link to="/admin/articles" className="font-medium text-ink-600 text-sm hover:text-ink-900">
            {t("admin.cancel")}
          </Link>
          <Button type="submit" loading={form.isSubmitting}>
            {t("admin.save")}
          </Button>
        </div>
      </div>
      <div className="grid gap-4 rounded-2xl bg-surface p-5 shadow-card ring-1 ring-ink-900/5 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t("admin.slug")}
          hint={t("admin.slugHint")}
          required
          disabled={!isNew}
          name="slug"
          value={form.values.slug}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf("slug")}
        />
        <Select
          label={t("admin.category")}
          name="category"
          value={form.values.category}
          error={errorOf("category")}
          options={categories.map((c) => ({
            value: c.slug,
            label: titleOf({ tenglish: c.english, tsimple: c.simple, tmultiply: c.multiply }),
          }))}
          onChange={(value) => set("category", value)}
        />
        <div className="flex items-end gap-2">
          <TextField
            label={t("admin.cover")}
            hint={t("admin.coverHint")}
            className="flex-1"
            name="image"
            value={form.values.image}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={errorOf("image")}
          />
        </div>
        <div className="flex items-center gap-4 self-end pb-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={uploading}
            onClick={async () => {
              const url = await pickImage();
              if (url) set("image", url);
            }}
          >
            {t("admin.uploadCover")}
          </Button>
          <Switch
            label={t("admin.published")}
            checked={form.values.published}
            onChange={(on) => set("published", on)}
          />
        </div>
      </div>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          const resolve = pending.current;
          pending.current = null;
          resolve?.(file ? await upload(file) : null);
        }}
      />
      <Tabs
        label={t("admin.languages")}
        panelClassName="pt-4"
        selectedKey={tab}
        onChange={(key) => setTab(key as LangKey)}
        items={LANGS.map((l) => ({
          key: l.key,
          label: l.label,
          content: (
            <div className="flex flex-col gap-4" lang={l.lang}>
              <TextField
                label={t("admin.articleTitleIn", { language: l.label })}
                required={l.key === "english"}
                maxLength={120}
                name={l.title}
                value={form.values[l.title]}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={errorOf(l.title)}
              />
              <ArticleEditor
                label={t("admin.articleBodyIn", { language: l.label })}
                lang={l.lang}
                required={l.key === "english"}
                value={form.values[l.key]}
                onChange={(html) => set(l.key, html)}
                error={errorOf(l.key)}
                onPickImage={pickImage}
              />
              {l.key !== "english" && <p className="text-ink-600 text-sm">{t("admin.fallbackHint")}</p>}
            </div>
          ),
        }))}
      />
    </form>
  );
}
