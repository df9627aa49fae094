export { ArticleEditor, type ArticleEditorProps } from "./article-editor.tsx";
