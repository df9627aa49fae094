import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { type FieldError, FieldFooter, fieldLabelClass, RequiredMark } from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";

export type ArticleEditorProps = {
  /** Names the editing area (its label). */
  label: string;
  /** The starting HTML (the server's sanitised body). */
  value: string;
  /** The HTML after each change; the server sanitises it again when it is saved. */
  onChange: (html: string) => void;
  /** Asked for an image's address (an upload, or a link); null leaves the text as it is. */
  onPickImage?: () => Promise<string | null>;
  /** The language of the text (the editor's lang attribute: spelling, fonts). */
  lang?: string;
  /** Shown under the editor, which is then invalid (aria-invalid) and described by it. */
  error?: FieldError;
  /** Marks the label with the asterisk (and the editor with aria-required). */
  required?: boolean;
  /** Extra classes for the outer element. */
  className?: string;
};

/**
 * The console's article editor (issue 14), on TipTap: headings, bold and italic, lists, quotes,
 * links and images, and nothing the blog's sanitiser would drop. Its toolbar is a real toolbar:
 * buttons that say whether their mark is on (aria-pressed), reachable by keyboard.
 */
export function ArticleEditor({
  label,
  value,
  onChange,
  onPickImage,
  lang,
  error,
  required,
  className,
}: ArticleEditorProps) {
  const { t } = useTranslation("pages");
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ["https", "mailto"] },
      }),
      Image,
    ],
    content: value,
    // In the browser the editor is there from the first render. A server has no DOM to edit in:
    // TipTap then makes no editor (and says so unless told), and the toolbar shows every mark off.
    immediatelyRender: typeof window !== "undefined",
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        // Options that change are set on the editor again (useEditor), so these follow the error.
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        role: "textbox",
        ...(lang ? { lang } : {}),
        class:
          "prose-article min-h-64 max-w-none px-4 py-3 text-ink-800 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-ink-200 [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_blockquote]:text-ink-600 [&_h2]:mt-4 [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:mt-3 [&_h3]:font-semibold [&_h3]:text-lg [&_img]:my-2 [&_img]:max-h-64 [&_img]:rounded-lg [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor | null }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullets: e?.isActive("bulletList") ?? false,
      numbers: e?.isActive("orderedList") ?? false,
      quote: e?.isActive("blockquote") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    if (state.link) return chain().unsetLink().run();
    const href = window.prompt(t("admin.editorLinkPrompt"), "https://");
    if (href && /^(https:\/\/|mailto:)/.test(href)) chain().extendMarkRange("link").setLink({ href }).run();
  };
  const image = async () => {
    const src = await onPickImage?.();
    if (src) chain().setImage({ src, alt: "" }).run();
  };
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <span id={labelId} className={fieldLabelClass}>
        {label}
        {required && <RequiredMark />}
      </span>
      <div
        className={cn(
          "overflow-hidden rounded-xl bg-surface ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-brand-400",
          error && "ring-danger-500 focus-within:ring-danger-500/60",
        )}
      >
        <div
          role="toolbar"
          aria-label={t("admin.editorToolbar")}
          className="flex flex-wrap gap-0.5 border-ink-100 border-b bg-ink-50 p-1"
        >
          <Tool label={t("admin.editorBold")} on={state.bold} onClick={() => chain().toggleBold().run()}>
            <b>B</b>
          </Tool>
          <Tool
            label={t("admin.editorItalic")}
            on={state.italic}
            onClick={() => chain().toggleItalic().run()}
          >
            <i className="font-serif">I</i>
          </Tool>
          <Tool
            label={t("admin.editorHeading")}
            on={state.h2}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            H2
          </Tool>
          <Tool
            label={t("admin.editorSubheading")}
            on={state.h3}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            H3
          </Tool>
          <Tool
            label={t("admin.editorBullets")}
            on={state.bullets}
            onClick={() => chain().toggleBulletList().run()}
          >
            •≡
          </Tool>
          <Tool
            label={t("admin.editorNumbers")}
            on={state.numbers}
            onClick={() => chain().toggleOrderedList().run()}
          >
            1.
          </Tool>
          <Tool
            label={t("admin.editorQuote")}
            on={state.quote}
            onClick={() => chain().toggleBlockquote().run()}
          >
            “”
          </Tool>
          <Tool label={t("admin.editorLink")} on={state.link} onClick={link}>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
              <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
            </svg>
          </Tool>
          {onPickImage && (
            <Tool label={t("admin.editorImage")} onClick={() => void image()}>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              >
                <rect x="3" y="4" width="18" height="16" rx="2" />
                <circle cx="9" cy="10" r="2" />
                <path d="m3 18 5-5 4 4 3-3 6 6" />
              </svg>
            </Tool>
          )}
        </div>
        <EditorContent editor={editor} />
      </div>
      <FieldFooter
        error={error}
        errorId={errorId}
        hintId={`${labelId}-hint`}
        counterId={`${labelId}-counter`}
      />
    </div>
  );
}

function Tool({
  label,
  on,
  onClick,
  children,
}: {
  label: string;
  on?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-pressed={on === undefined ? undefined : on}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-ink-700 text-sm hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
    >
      {/* The glyph is seen, the word is heard (a name, not a label that hides the glyph). */}
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
