export { ArticleCard, type ArticleCardProps } from "./article-card.tsx";
export { ArticleGrid, type ArticleGridProps } from "./article-grid.tsx";
export { ArticleView, type ArticleViewProps } from "./article-view.tsx";
export { type BlogLinkProps, type RenderBlogLink, useBlogLanguage } from "./blog-parts.tsx";
export { PopularArticles, type PopularArticlesProps } from "./popular-articles.tsx";
