/**
 * The public blog in both variants (spec §2 blog and blogcont, §7 Blog): /w/blog?tid and
 * /m/blog?tid list a category's articles (all without tid), /w/blogcont?cid&tid and
 * /m/blogcont?cid&tid show one; both have the category navigation, the popular list and a way
 * in (sign in, or join). Each page sets its own document title and description.
 */
import {
  type BlogApi,
  blogCalls,
  useArticle,
  useArticleCategories,
  useArticles,
  usePopularArticles,
} from "@site/api-client";
import {
  type ArticleSummary,
  articleBody,
  articleCategoryName,
  articleSummary,
  articleTitle,
} from "@site/contracts";
import {
  ArticleGrid,
  ArticleView,
  PopularArticles,
  type RenderBlogLink,
  useBlogLanguage,
} from "@site/ui/blog";
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { LinkBar } from "@site/ui/link-bar";
import { Spinner } from "@site/ui/spinner";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useNavigate, useSearchParams } from "react-router-dom";
import { SWRConfig } from "swr";
import { useServerPage } from "../../lib/server-page.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { usePageMeta } from "../../router/title.ts";
import { useSession } from "../../session/session.tsx";
import { LanguageSwitch } from "../shell/language-switch.tsx";
import { Logo } from "../shell/logo.tsx";
import { SiteFooter, SiteHeader } from "../shell/site-chrome.tsx";

const renderLink: RenderBlogLink = ({ href, ...props }) => <Link to={href} {...props} />;

function useBlogApi(): BlogApi {
  const { client } = useSession();
  return useMemo(() => blogCalls(client), [client]);
}

/** A query id (tid, cid), or undefined when it is not a positive whole number. */
function idParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function useBlogPaths() {
  const variant = useVariant();
  return {
    list: (tid?: number) => `/${variant}/blog${tid ? `?tid=${tid}` : ""}`,
    article: (article: Pick<ArticleSummary, "id" | "type">) =>
      `/${variant}/blogcont?cid=${article.id}&tid=${article.type}`,
  };
}

/** The frame of the blog: the site's header and footer on the desktop, a compact bar on a phone. */
export function BlogLayout() {
  const variant = useVariant();
  // The frame's words are bundled ones: the blog's own (a lazy namespace) load inside it.
  const { t } = useTranslation("auth");
  const { token } = useSession();
  // A server-rendered page's lists and article are the ones the server drew: swr takes them as its
  // data and does not ask again (an article asked again would count a second read).
  const serverPage = useServerPage();
  const swr = useMemo(
    () => (serverPage ? { fallback: serverPage.swr, revalidateIfStale: false } : {}),
    [serverPage],
  );
  const content = (
    <SWRConfig value={swr}>
      <Suspense
        fallback={
          <div className="flex justify-center py-20">
            <Spinner />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </SWRConfig>
  );
  if (variant === "m")
    return (
      <div className="min-h-dvh bg-surface-muted">
        <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-3 border-ink-100 border-b bg-surface/95 px-4 backdrop-blur">
          <Link to={token ? "/m/home" : "/m/login"} aria-label="Amora">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            {!token && (
              <Link to="/m/login" className="font-semibold text-brand-700 text-sm">
                {t("links.login")}
              </Link>
            )}
          </div>
        </header>
        <main className="px-4 pt-4 pb-10">{content}</main>
      </div>
    );
  return (
    <div className="flex min-h-screen flex-col bg-surface-muted">
      <SiteHeader />
      <main className="mx-auto w-full max-w-page flex-1 px-6 py-8">{content}</main>
      <SiteFooter />
    </div>
  );
}

function CategoryNav({ api, active }: { api: BlogApi; active: number | undefined }) {
  const { t } = useTranslation("pages");
  const lang = useBlogLanguage();
  const paths = useBlogPaths();
  const categories = useArticleCategories(api).data ?? [];
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <LinkBar
        label={t("blog.categories")}
        activeKey={active ? String(active) : "all"}
        items={[
          { key: "all", label: t("blog.all"), href: paths.list() },
          ...categories.map((c) => ({
            key: String(c.id),
            label: articleCategoryName(c, lang),
            href: paths.list(c.id),
          })),
        ]}
        renderLink={(item, props) => <Link to={item.href} {...props} />}
      />
    </div>
  );
}

/** The way in: sign in or join, or home for a member already signed in. */
function JoinCard() {
  const { t } = useTranslation("pages");
  const variant = useVariant();
  const navigate = useNavigate();
  const { token } = useSession();
  return (
    <section className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-card">
      <h2 className="font-semibold text-lg leading-snug">{t("blog.join")}</h2>
      <p className="mt-1 text-brand-50 text-sm">{t("blog.joinHint")}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {token ? (
          <Button variant="secondary" onClick={() => navigate(`/${variant}/home`)}>
            {t("blog.home")}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => navigate(`/${variant}/login`)}>
              {t("blog.signIn")}
            </Button>
            <Button
              variant="ghost"
              className="text-white hover:bg-white/10"
              onClick={() => navigate(variant === "w" ? "/w/regist" : "/m/Register")}
            >
              {t("blog.register")}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

function Aside({ api, currentId }: { api: BlogApi; currentId?: number | undefined }) {
  const popular = usePopularArticles(api);
  const paths = useBlogPaths();
  return (
    <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
      <PopularArticles
        articles={popular.data ?? []}
        loading={popular.isLoading}
        hrefOf={paths.article}
        currentId={currentId}
        renderLink={renderLink}
      />
      <JoinCard />
    </aside>
  );
}

const columns = "grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]";

export function BlogListPage() {
  const { t } = useTranslation("pages");
  const lang = useBlogLanguage();
  const api = useBlogApi();
  const paths = useBlogPaths();
  const [params] = useSearchParams();
  const tid = idParam(params, "tid");
  const categories = useArticleCategories(api).data;
  const category = categories?.find((c) => c.id === tid);
  const articles = useArticles(api, tid);
  usePageMeta({
    title: category ? `${articleCategoryName(category, lang)} · ${t("blog.title")}` : t("blog.title"),
    description: t("blog.description"),
  });
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="font-display font-semibold text-2xl text-ink-900 sm:text-3xl">{t("blog.title")}</h1>
        <p className="mt-1 max-w-2xl text-ink-600">{t("blog.description")}</p>
      </div>
      <CategoryNav api={api} active={tid} />
      <div className={columns}>
        <ArticleGrid
          articles={articles.data ?? []}
          loading={articles.isLoading}
          hrefOf={paths.article}
          renderLink={renderLink}
        />
        <Aside api={api} />
      </div>
    </div>
  );
}

export function BlogArticlePage() {
  const { t } = useTranslation("pages");
  const lang = useBlogLanguage();
  const api = useBlogApi();
  const paths = useBlogPaths();
  const [params] = useSearchParams();
  const cid = idParam(params, "cid");
  const article = useArticle(api, cid);
  const categories = useArticleCategories(api).data;
  const found = article.data ?? undefined;
  const tid = found?.type ?? idParam(params, "tid");
  usePageMeta(
    found
      ? { title: articleTitle(found, lang), description: articleSummary(articleBody(found, lang)) }
      : { title: t("blog.title") },
  );
  return (
    <div className="flex flex-col gap-5">
      <CategoryNav api={api} active={tid} />
      <div className={columns}>
        <div className="min-w-0">
          {found ? (
            <ArticleView article={found} category={categories?.find((c) => c.id === found.type)} />
          ) : article.isLoading ? (
            <div className="flex justify-center py-20">
              <Spinner label={t("blog.loading")} />
            </div>
          ) : (
            <EmptyState
              className="rounded-2xl bg-surface py-12 shadow-card ring-1 ring-ink-900/5"
              title={t("blog.missing")}
              description={t("blog.missingHint")}
              action={
                <Link
                  to={paths.list(tid)}
                  className="font-semibold text-brand-700 text-sm hover:text-brand-800"
                >
                  {t("blog.back")}
                </Link>
              }
            />
          )}
        </div>
        <Aside api={api} currentId={found?.id} />
      </div>
    </div>
  );
}
