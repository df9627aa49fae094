import { EMOTICONS } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { ChatLocale, withChatStrings } from "../chat-window/story-chat.tsx";
import { EmoticonPicker } from "./emoticon-picker.tsx";
import { EmoticonText } from "./emoticon-text.tsx";
import { EMOTICON_URL_CODES, emoticonUrl } from "./emoticon-urls.ts";

const meta = {
  title: "Components/Chat/EmoticonPicker",
  component: EmoticonPicker,
  args: { onPick: fn() },
  decorators: [withChatStrings],
  render: (args) => <EmoticonPicker {...args} className="w-72" />,
} satisfies Meta<typeof EmoticonPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 96 buttons named after their emoticon; a click picks the name. */
export const Pick: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("group", { name: t("chat:emoticons.label") });
    await expect(within(group).getAllByRole("button")).toHaveLength(96);
    await expect(canvas.getByText(t("chat:emoticons.attribution"))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: t("chat:emoticons.names.heart_eyes") }));
    await expect(args.onPick).toHaveBeenCalledOnce();
    await expect(args.onPick).toHaveBeenCalledWith("heart_eyes");
  },
};

/** Given a whole page's width (the desktop chat page), the grid stays compact: eight 36 px columns. */
export const CompactInAWideSpace: Story = {
  render: (args) => (
    <div style={{ width: 800 }}>
      <EmoticonPicker {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const picker = canvasElement.querySelector<HTMLElement>("[data-slot=emoticon-picker]");
    if (!picker) throw new Error("no picker");
    await expect(picker.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** One tab stop; arrows move by one or by a row of eight, Home and End jump, Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: t("chat:emoticons.names.smile") })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: t("chat:emoticons.names.grin") })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("button", { name: t("chat:emoticons.names.cool") })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPick).toHaveBeenCalledOnce();
    await expect(args.onPick).toHaveBeenCalledWith("cool");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: t("chat:emoticons.names.wave") })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Home}");
    await expect(canvas.getByRole("button", { name: t("chat:emoticons.names.smile") })).toHaveFocus();
    // Leaving and coming back lands on the last emoticon used, not on all 96 stops.
    await userEvent.keyboard("{ArrowLeft}{ArrowRight}");
    await expect(canvas.getByRole("button", { name: t("chat:emoticons.names.grin") })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: t("chat:emoticons.names.grin") })).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: t("chat:emoticons.names.grin") })).toHaveFocus();
  },
};

/** Every EMOTICONS code has its Twemoji picture, and the pictures load. */
export const Pictures: Story = {
  play: async ({ canvasElement }) => {
    await expect([...EMOTICON_URL_CODES].sort()).toEqual(EMOTICONS.map(([, code]) => code).sort());
    await expect(emoticonUrl("1f604")).toMatch(/1f604/);
    await expect(emoticonUrl("nope")).toBe("");
    const images = [...canvasElement.querySelectorAll("img")];
    await waitFor(() => expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true));
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "微笑" }));
    await expect(args.onPick).toHaveBeenCalledWith("smile");
    await expect(canvas.getByText("表情圖案：Twemoji，採用 CC-BY 4.0 授權")).toBeVisible();
  },
};

/** Text: known names become 24 px pictures with the name as alt; unknown ones stay as typed. */
export const Text: Story = {
  render: () => (
    <p className="text-ink-800 text-sm">
      <EmoticonText text="Good morning [smile] see you at 7? [heart][heart] [unknown] 早安 [wave]" />
    </p>
  ),
  play: async ({ canvas }) => {
    const smile = canvas.getByRole("img", { name: "smile" });
    await expect(smile).toHaveAttribute("width", "24");
    await expect(canvas.getAllByRole("img", { name: "heart" })).toHaveLength(2);
    await expect(canvas.getByRole("img", { name: "wave" })).toBeVisible();
    await expect(canvas.getByText(/\[unknown\] 早安/)).toBeVisible();
  },
};

const samples = {
  English: "Coffee first? [blush] Then a walk by the river [heart_eyes][thumbsup]",
  中文: "週末一起去爬山吧 [smile][rose] 記得帶水 [coffee]",
} as const;

/** The picker and the text in both sizes, in English and traditional Chinese. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["picker", "text md", "text sm"] as const}
      columns={["English", "中文"] as const}
      render={(row, column) => (
        <ChatLocale lang={column === "English" ? "en" : "zhtw"}>
          {row === "picker" ? (
            <EmoticonPicker className="w-72" onPick={() => {}} />
          ) : (
            <p className="w-72 text-ink-800 text-sm">
              <EmoticonText text={samples[column]} size={row === "text md" ? "md" : "sm"} />
            </p>
          )}
        </ChatLocale>
      )}
    />
  ),
};
