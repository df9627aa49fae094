import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { ArticleGrid } from "./article-grid.tsx";
import { blogArticles } from "./story-articles.ts";

const meta = {
  title: "Components/Blog/ArticleGrid",
  component: ArticleGrid,
  args: {
    articles: blogArticles,
    hrefOf: (a) => `/w/blogcont?cid=${a.id}&tid=${a.type}`,
    className: "max-w-4xl",
  },
} satisfies Meta<typeof ArticleGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every article a card, in the order given (the server's: newest first), each its own link. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole("list")).getAllByRole("listitem");
    await expect(items).toHaveLength(blogArticles.length);
    await expect(within(items[1] as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      "/w/blogcont?cid=2&tid=2",
    );
  },
};

/** Loading: placeholder cards, and a status for screen readers. */
export const Loading: Story = {
  args: { articles: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(t("pages:blog.loading"));
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** A category without articles says so, kindly. */
export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("pages:blog.empty"))).toBeVisible();
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["filled", "繁體中文", "loading", "empty"] as const}
      columns={["phone (358 px)", "desktop (900 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <ArticleGrid
            className={column === "phone (358 px)" ? "w-[358px]" : "w-[900px]"}
            articles={
              row === "loading" || row === "empty"
                ? []
                : blogArticles.slice(0, column === "phone (358 px)" ? 2 : 6)
            }
            loading={row === "loading"}
            hrefOf={args.hrefOf}
          />
        </InLanguage>
      )}
    />
  ),
};
