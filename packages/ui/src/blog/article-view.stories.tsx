import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
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

/** Title as the page's heading, category and date, and the body's own headings, lists and links. */
export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "First messages that get replies" }),
    ).toBeVisible();
    await expect(canvas.getByText("Dating tips")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Be specific" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    const link = canvas.getByRole("link", { name: "help centre" });
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
