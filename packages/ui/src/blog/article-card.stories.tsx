import { articleTitle } from "@site/contracts";
import { formatDate } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyLanguage } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { ArticleCard } from "./article-card.tsx";
import { blogArticles, longTitledArticle } from "./story-articles.ts";

const first = blogArticles[0] as (typeof blogArticles)[number];

const meta = {
  title: "Components/Blog/ArticleCard",
  component: ArticleCard,
  args: { article: first, href: "/w/blogcont?cid=1&tid=1", className: "w-80" },
} satisfies Meta<typeof ArticleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card is one link, named by the title, to the article; its date is machine-readable. */
export const Card: Story = {
  play: async ({ canvas }) => {
    const lang = storyLanguage();
    const link = canvas.getByRole("link", { name: articleTitle(first, lang) });
    await expect(link).toHaveAttribute("href", "/w/blogcont?cid=1&tid=1");
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await expect(canvas.getByText(formatDate((first.create_time ?? 0) * 1000, lang, "day"))).toBeVisible();
    // The cover is decoration: the title names the card.
    await expect(canvas.getByRole("article").querySelector("img")).toHaveAttribute("alt", "");
  },
};

/** Simplified Chinese titles when the reader reads simplified Chinese. */
export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "能收到回复的第一条消息" })).toBeVisible();
    await expect(canvas.getByText("2026年11月18日")).toBeVisible();
  },
};

/** A title missing in a language falls back to English. */
export const FallsBackToEnglish: Story = {
  globals: { locale: "zhtw" },
  args: { article: { ...first, tmultiply: "" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "First messages that get replies" })).toBeVisible();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["short title", "long title", "繁體中文", "no cover"] as const}
      columns={["phone list (343 px)", "grid of a wide list (288 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          {/* The list around a card decides its layout: beside on a phone, above in a wide grid. */}
          <div
            className={
              column === "phone list (343 px)"
                ? "@container w-[343px]"
                : "@container w-[900px] [&>*]:w-[288px]"
            }
          >
            <ArticleCard
              href="#"
              article={
                row === "long title"
                  ? longTitledArticle
                  : row === "no cover"
                    ? { ...first, image: "" }
                    : first
              }
            />
          </div>
        </InLanguage>
      )}
    />
  ),
};
