import { articleTitle } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { PopularArticles } from "./popular-articles.tsx";
import { blogArticles } from "./story-articles.ts";

const meta = {
  title: "Components/Blog/PopularArticles",
  component: PopularArticles,
  args: { articles: blogArticles, hrefOf: (a) => `/w/blogcont?cid=${a.id}&tid=${a.type}`, className: "w-80" },
} satisfies Meta<typeof PopularArticles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named, ranked list: each title a link, with its reads; the one being read is marked. */
export const Ranked: Story = {
  args: { currentId: 2 },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: t("pages:blog.popular") });
    const items = within(section).getAllByRole("listitem");
    await expect(items).toHaveLength(blogArticles.length);
    await expect(
      within(items[0] as HTMLElement).getByText(t("pages:blog.reads", { count: 812 })),
    ).toBeVisible();
    await expect(
      within(section).getByRole("link", {
        name: articleTitle(blogArticles[1] as (typeof blogArticles)[number], storyLanguage()),
      }),
    ).toHaveAttribute("aria-current", "page");
    await expect(
      within(section).getByRole("link", {
        name: articleTitle(blogArticles[0] as (typeof blogArticles)[number], storyLanguage()),
      }),
    ).not.toHaveAttribute("aria-current");
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "最多人閱讀" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "識破感情詐騙" })).toBeVisible();
    await expect(canvas.getByText("812 次閱讀")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { articles: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: t("pages:blog.popular") })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      // One landmark a language: each region's name stays unique on the page.
      rows={["filled", "繁體中文", "loading (简体中文)"] as const}
      columns={["sidebar (320 px)"] as const}
      render={(row) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : row === "filled" ? "en" : "zhcn"}>
          <PopularArticles
            className="w-80"
            articles={row === "filled" || row === "繁體中文" ? blogArticles : []}
            loading={row === "loading (简体中文)"}
            currentId={2}
            hrefOf={args.hrefOf}
          />
        </InLanguage>
      )}
    />
  ),
};
