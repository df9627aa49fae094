import { articleCategoryName, articleTitle } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyLanguage } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { ArticleView } from "./article-view.tsx";
import { blogCategories, fullArticle } from "./story-articles.ts";

const meta = {
  title: "Components/Blog/ArticleView",
  component: ArticleView,
  args: { article: fullArticle, category: blogCategories[0], className: "max-w-3xl" },
} satisfies Meta<typeof ArticleView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The body with its list and link in every language, so the toolbar's language reads the same shape. */
const translatedArticle = {
  ...fullArticle,
  simple:
    "<p>第一条消息就像一扇小门，要让人容易走进来。</p><h2>具体一点</h2>" +
    "<p>提到对方资料里的一件事：一座城市、一部电影、一只<strong>狗</strong>。</p>" +
    "<ul><li>问一个问题，不要问五个。</li><li>简短而友善。</li></ul>" +
    '<p>更多内容请看我们的<a href="https://example.org/help" rel="noopener noreferrer nofollow" target="_blank">帮助中心</a>。</p>',
  multiply:
    "<p>第一則訊息就像一扇小門，要讓人容易走進來。</p><h2>具體一點</h2>" +
    "<p>提到對方資料裡的一件事：一座城市、一部電影、一隻<strong>狗</strong>。</p>" +
    "<ul><li>問一個問題，不要問五個。</li><li>簡短而友善。</li></ul>" +
    '<p>更多內容請看我們的<a href="https://example.org/help" rel="noopener noreferrer nofollow" target="_blank">說明中心</a>。</p>',
};
/** The body's own words (data of the article, not of the i18n files), by language. */
const bodyWords = {
  en: { heading: "Be specific", link: "help centre" },
  zhcn: { heading: "具体一点", link: "帮助中心" },
  zhtw: { heading: "具體一點", link: "說明中心" },
} as const;

/** Title as the page's heading, category and date, and the body's own headings, lists and links. */
export const Article: Story = {
  args: { article: translatedArticle },
  play: async ({ canvas }) => {
    const lang = storyLanguage();
    await expect(
      canvas.getByRole("heading", { level: 1, name: articleTitle(translatedArticle, lang) }),
    ).toBeVisible();
    await expect(
      canvas.getByText(articleCategoryName(blogCategories[0] as (typeof blogCategories)[number], lang)),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: bodyWords[lang].heading })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    const link = canvas.getByRole("link", { name: bodyWords[lang].link });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  },
};

/** The body in the reader's language. */
export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "能收到回复的第一条消息" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "具体一点" })).toBeVisible();
    await expect(canvas.getByText("约会技巧")).toBeVisible();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["English", "繁體中文"] as const}
      columns={["phone (358 px)", "desktop (720 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <ArticleView
            className={column === "phone (358 px)" ? "w-[358px]" : "w-[720px]"}
            article={fullArticle}
            category={blogCategories[0]}
          />
        </InLanguage>
      )}
    />
  ),
};
