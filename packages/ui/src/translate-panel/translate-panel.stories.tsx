import type { TranslateTarget } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { withChatStrings } from "../chat-window/story-chat.tsx";
import { TranslatePanel, type TranslatePanelProps } from "./translate-panel.tsx";

const dictionary: Record<string, string> = {
  "你好，很高興認識你": "Hello, nice to meet you",
  "hello there": "你好",
};
/** A pretend translate call: a known sentence, else the text tagged with the language. */
const translateSoon = (text: string, to: TranslateTarget) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(dictionary[text] ?? `(${to}) ${text}`), 50));

/** A text box feeding the panel, as the chat composer does. */
function WithTextBox(args: TranslatePanelProps) {
  const [text, setText] = useState(args.source);
  return (
    <div className="flex w-80 flex-col gap-3">
      <label className="flex flex-col gap-1 text-ink-800 text-sm">
        Message
        <textarea
          className="rounded-lg border border-ink-200 p-2"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <TranslatePanel {...args} source={text} />
    </div>
  );
}

const meta = {
  title: "Components/Chat/TranslatePanel",
  component: TranslatePanel,
  args: { source: "", translate: fn(translateSoon), onUse: fn(), onClose: fn() },
  decorators: [withChatStrings],
  render: (args) => <WithTextBox {...args} />,
} satisfies Meta<typeof TranslatePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Typing asks nothing; 500 ms after the last key one call goes out with the whole text. */
export const Debounced: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t("chat:translate.hint"))).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "hello there");
    await expect(args.translate).not.toHaveBeenCalled();
    await expect(canvas.getByText(t("chat:translate.translating"))).toBeVisible();
    await waitFor(() => expect(args.translate).toHaveBeenCalledWith("hello there", "en"));
    await expect(await canvas.findByText("你好")).toBeVisible();
    await sleep(700);
    await expect(args.translate).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole("button", { name: t("chat:translate.use") }));
    await expect(args.onUse).toHaveBeenCalledWith("你好");
    await userEvent.click(canvas.getByRole("button", { name: t("chat:translate.close") }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Choosing another of the 11 languages translates again into it. */
export const ChangeTarget: Story = {
  args: { source: "你好，很高興認識你" },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText("Hello, nice to meet you")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: new RegExp(t("chat:translate.target")) }));
    const listbox = await screen.findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(11);
    await userEvent.click(within(listbox).getByRole("option", { name: t("chat:translate.languages.jp") }));
    await waitFor(() => expect(args.translate).toHaveBeenLastCalledWith("你好，很高興認識你", "jp"));
    await expect(args.translate).toHaveBeenCalledTimes(2);
  },
};

/** A slow earlier answer that arrives after a later one is dropped. */
export const LaterRequestWins: Story = {
  args: {
    translate: fn((text: string, _to: TranslateTarget) =>
      text === "hi"
        ? new Promise<string>((resolve) => setTimeout(() => resolve("slow: hi"), 900))
        : Promise.resolve(`fast: ${text}`),
    ),
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "hi");
    await waitFor(() => expect(args.translate).toHaveBeenCalledOnce());
    await userEvent.type(box, " you");
    await expect(await canvas.findByText("fast: hi you")).toBeVisible();
    await sleep(900);
    await expect(canvas.queryByText("slow: hi")).toBeNull();
    await expect(canvas.getByText("fast: hi you")).toBeVisible();
  },
};

/** A failed call shows its message; Use stays off. */
export const Failed: Story = {
  args: {
    source: "Let's meet on Friday",
    translate: fn((_text: string, _to: TranslateTarget) =>
      Promise.reject<string>(new Error("Not enough credits to translate")),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Not enough credits to translate");
    await expect(canvas.getByRole("button", { name: t("chat:translate.use") })).toBeDisabled();
  },
};

/** Blank text (spaces, new lines) never reaches the translate call. */
export const BlankIsNotSent: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "   {Enter} ");
    await sleep(700);
    await expect(args.translate).not.toHaveBeenCalled();
    await expect(canvas.getByText(t("chat:translate.hint"))).toBeVisible();
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { source: "See you tomorrow", defaultTarget: "zh" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: /翻译成/ })).toHaveTextContent("中文（简体）");
    await waitFor(() => expect(args.translate).toHaveBeenCalledWith("See you tomorrow", "zh"));
    await expect(await canvas.findByText("(zh) See you tomorrow")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "使用译文" })).toBeEnabled();
  },
};

const never = () => new Promise<string>(() => {});
const states = {
  hint: { source: "", translate: translateSoon },
  translating: { source: "明天見", translate: never },
  translated: { source: "你好，很高興認識你", translate: translateSoon },
  failed: {
    source: "Let's meet on Friday",
    translate: () => Promise.reject(new Error("Not enough credits to translate")),
  },
} satisfies Record<string, Pick<TranslatePanelProps, "source" | "translate">>;

/** Each state, with and without the Use and close buttons (results settle 500 ms in). */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={Object.keys(states) as (keyof typeof states)[]}
      columns={["use + close", "result only"] as const}
      render={(state, column) => (
        <TranslatePanel
          className="w-72"
          {...states[state]}
          onUse={column === "use + close" ? () => {} : undefined}
          onClose={column === "use + close" ? () => {} : undefined}
        />
      )}
    />
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText("Hello, nice to meet you")).toHaveLength(2));
    await waitFor(() => expect(canvas.getAllByRole("alert")).toHaveLength(2));
  },
};

/**
 * The site's provider serves only the two Chinese scripts (the offline default): the menu offers
 * those two, and the default target, English, gives way to the first of them.
 */
export const ProviderLanguages: Story = {
  args: { source: "简体中文", targets: ["zh", "cht"] },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.translate).toHaveBeenCalledWith("简体中文", "zh"));
    await userEvent.click(canvas.getByRole("button", { name: new RegExp(t("chat:translate.target")) }));
    const options = await screen.findAllByRole("option");
    await expect(options.map((o) => o.textContent)).toEqual([
      t("chat:translate.languages.zh"),
      t("chat:translate.languages.cht"),
    ]);
  },
};
