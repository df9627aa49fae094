import { DEFAULT_SETTINGS, type Language, type NotificationSettings } from "@site/contracts";
import { HTML_LANG } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyLanguage } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { settings as en } from "../../../i18n/src/locales/en/settings.ts";
import { settings as zhcn } from "../../../i18n/src/locales/zhcn/settings.ts";
import { settings as zhtw } from "../../../i18n/src/locales/zhtw/settings.ts";
import {
  NotificationSettingsForm,
  type NotificationSettingsFormProps,
  type NotificationSettingsWords,
} from "./notification-settings-form.tsx";

/** The form's words from a language's `members` namespace, as the app passes them. */
const wordsOf = (m: typeof en): NotificationSettingsWords => ({
  frequency: m.notification.frequency,
  delivery: m.notification.delivery,
  groups: m.notification.groups,
  items: m.notification.items,
  offNote: m.notification.offNote,
});
const WORDS: Record<Language, NotificationSettingsWords> = {
  en: wordsOf(en),
  zhcn: wordsOf(zhcn),
  zhtw: wordsOf(zhtw),
};

/** The words in the story's toolbar language, as the play functions read them. */
const words = () => WORDS[storyLanguage()];
/** An accessible name that starts with a text (a choice is named by its label and description). */
const startsWith = (text: string) => (name: string) => name.startsWith(text);

const meta = {
  title: "Components/Members/NotificationSettingsForm",
  component: NotificationSettingsForm,
  args: { value: DEFAULT_SETTINGS.notification, words: WORDS.en, onChange: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  render: function Render(args: NotificationSettingsFormProps, { globals }) {
    const [value, setValue] = useState<NotificationSettings>(args.value);
    // The app passes the member's language's words: the toolbar's language, unless a story set its own.
    const locale: Language = globals.locale in WORDS ? globals.locale : "en";
    return (
      <NotificationSettingsForm
        {...args}
        words={args.words === WORDS.en ? WORDS[locale] : args.words}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof NotificationSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults (spec §2): every item on, Automatically. Each change reports the whole settings. */
export const Defaults: Story = {
  play: async ({ canvas, args }) => {
    const delivery = canvas.getByRole("radiogroup", { name: words().frequency });
    await expect(
      within(delivery).getByRole("radio", { name: startsWith(words().delivery.Automatically.label) }),
    ).toBeChecked();
    await expect(canvas.getByText(words().delivery.Automatically.description)).toBeVisible();
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(10);
    await userEvent.click(
      within(delivery).getByRole("radio", { name: startsWith(words().delivery.Immediately.label) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SETTINGS.notification,
      form11: "Immediately",
    });
    const messages = canvas.getByRole("group", { name: words().groups.messages });
    await userEvent.click(within(messages).getByRole("checkbox", { name: words().items.form7 }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SETTINGS.notification,
      form11: "Immediately",
      form7: false,
    });
    await expect(within(messages).getByRole("checkbox", { name: words().items.form7 })).not.toBeChecked();
  },
};

/** Arrow keys move the delivery choice, as in any radio group. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const automatic = canvas.getByRole("radio", { name: startsWith(words().delivery.Automatically.label) });
    automatic.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: startsWith(words().delivery.never.label) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SETTINGS.notification,
      form11: "never",
    });
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(
      canvas.getByRole("radio", { name: startsWith(words().delivery.Immediately.label) }),
    ).toBeChecked();
  },
};

/** Never: the items are kept but shown off, with a note that the site still shows everything. */
export const Never: Story = {
  args: { value: { ...DEFAULT_SETTINGS.notification, form11: "never", form8: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent(words().offNote);
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: words().items.form8 })).not.toBeChecked();
    // Turning mails back on gives the items back as they were.
    await userEvent.click(
      canvas.getByRole("radio", { name: startsWith(words().delivery.Immediately.label) }),
    );
    await expect(canvas.queryByRole("note")).toBeNull();
    await expect(canvas.getByRole("checkbox", { name: words().items.form7 })).toBeEnabled();
    await expect(canvas.getByRole("checkbox", { name: words().items.form8 })).not.toBeChecked();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["English", "简体中文", "繁體中文"] as const}
      columns={["Automatically", "never"] as const}
      render={(row, column) => {
        const lang: Language = row === "English" ? "en" : row === "简体中文" ? "zhcn" : "zhtw";
        return (
          <div lang={HTML_LANG[lang]}>
            <NotificationSettingsForm
              {...args}
              className="w-[560px]"
              words={WORDS[lang]}
              value={{ ...DEFAULT_SETTINGS.notification, form11: column, form6: false }}
            />
          </div>
        );
      }}
    />
  ),
};
