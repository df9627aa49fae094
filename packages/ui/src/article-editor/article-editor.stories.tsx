import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { ArticleEditor } from "./article-editor.tsx";

const body =
  "<h2>Your first message</h2><p>Say something about <strong>their</strong> profile, not about their looks.</p><ul><li>Ask a question</li><li>Keep it short</li></ul>";

const meta = {
  title: "Components/Admin/ArticleEditor",
  component: ArticleEditor,
  args: { label: "Body in English", value: body, onChange: fn(), className: "max-w-2xl" },
} satisfies Meta<typeof ArticleEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing and formatting give HTML the blog keeps; the toolbar says which marks are on. */
export const Formatting: Story = {
  args: { value: "" },
  render: function Render(args) {
    const [html, setHtml] = useState(args.value);
    return (
      <div className="flex flex-col gap-3">
        <ArticleEditor
          {...args}
          onChange={(next) => {
            args.onChange(next);
            setHtml(next);
          }}
        />
        <output data-testid="html" className="font-mono text-xs">
          {html}
        </output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Body in English" });
    await userEvent.click(box);
    const bold = canvas.getByRole("button", { name: t("pages:admin.editorBold") });
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("Be kind");
    await waitFor(() =>
      expect(canvas.getByTestId("html")).toHaveTextContent("<p><strong>Be kind</strong></p>"),
    );
    await userEvent.click(canvas.getByRole("button", { name: t("pages:admin.editorHeading") }));
    await waitFor(() =>
      expect(canvas.getByTestId("html")).toHaveTextContent("<h2><strong>Be kind</strong></h2>"),
    );
  },
};

/** An image comes from the caller (an upload or a link) and lands where the cursor is. */
export const InsertImage: Story = {
  args: { value: "<p>Before</p>", onPickImage: fn(async () => "/static/blog/cover.svg") },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: "Body in English" }));
    await userEvent.click(canvas.getByRole("button", { name: t("pages:admin.editorImage") }));
    await expect(args.onPickImage).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/static/blog/cover.svg"'),
      ),
    );
  },
};

/** An article as saved: headings, marks and lists shown as the blog shows them. */
export const Existing: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Body in English" });
    await expect(box.querySelector("h2")).toHaveTextContent("Your first message");
    await expect(box.querySelectorAll("li")).toHaveLength(2);
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["english", "繁體中文"] as const}
      columns={["console"] as const}
      render={(row) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <ArticleEditor
            {...args}
            className="w-[640px]"
            label={row === "繁體中文" ? "繁體中文內文" : args.label}
            lang={row === "繁體中文" ? "zh-Hant" : "en"}
            value={
              row === "繁體中文"
                ? "<h2>第一則訊息</h2><p>聊聊對方的<strong>個人資料</strong>，而不是外表。</p>"
                : body
            }
            onPickImage={async () => null}
          />
        </InLanguage>
      )}
    />
  ),
};
