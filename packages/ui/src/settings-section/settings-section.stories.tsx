import { DEFAULT_SETTINGS } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { RadioGroup } from "../radio-group/radio-group.tsx";
import { SettingsSection, type SettingsSectionProps } from "./settings-section.tsx";
import { SettingsToggleList } from "./settings-toggle-list.tsx";
import { frequencyOptions, generalItems, notifyItems } from "./story-settings.ts";

const changed = fn();

/** The notification settings page: ten checkboxes and the frequency, saved with a confirmation. */
function NotificationSettings(args: SettingsSectionProps) {
  const [items, setItems] = useState(notifyItems);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <SettingsSection
      {...args}
      saving={saving}
      saved={saved}
      onSave={() => {
        args.onSave?.();
        setSaving(true);
        setTimeout(() => {
          setSaving(false);
          setSaved(true);
        }, 300);
      }}
    >
      <SettingsToggleList
        legend="Email me about"
        items={items}
        onChange={(key, checked) => {
          changed(key, checked);
          setSaved(false);
          setItems((list) => list.map((item) => (item.key === key ? { ...item, checked } : item)));
        }}
      />
      <RadioGroup
        label="How often"
        options={frequencyOptions}
        defaultValue={DEFAULT_SETTINGS.notification.form11}
        onChange={() => setSaved(false)}
      />
    </SettingsSection>
  );
}

const meta = {
  title: "Components/Members/SettingsSection",
  component: SettingsSection,
  args: {
    title: "Notification settings",
    description: "Choose what we e-mail you about, and how often.",
    children: null,
    onSave: fn(),
  },
  beforeEach: () => changed.mockClear(),
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof SettingsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Untick an item, save: the button spins, then 'Saved' is announced; a new change clears it. */
export const Notifications: Story = {
  render: (args) => <NotificationSettings {...args} />,
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole("region", { name: "Notification settings" });
    const group = within(section).getByRole("group", { name: "Email me about" });
    const boxes = within(group).getAllByRole("checkbox");
    await expect(boxes).toHaveLength(10);
    for (const box of boxes) await expect(box).toBeChecked();
    await expect(within(section).getByRole("radio", { name: "Automatically" })).toBeChecked();

    await userEvent.click(within(group).getByRole("checkbox", { name: "New mail" }));
    await expect(changed).toHaveBeenCalledWith("form7", false);
    await expect(within(group).getByRole("checkbox", { name: "New mail" })).not.toBeChecked();

    const status = within(section).getByRole("status");
    await expect(status).toBeEmptyDOMElement();
    const save = within(section).getByRole("button", { name: t("ui:settings.save") });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(save).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(status).toHaveTextContent(t("ui:settings.saved")));
    await expect(save).toBeEnabled();

    await userEvent.click(within(group).getByRole("checkbox", { name: "Gift received" }));
    await expect(status).toBeEmptyDOMElement();
  },
};

/** The general settings page: one checkbox, a custom save label. */
export const General: Story = {
  args: { title: "General settings", description: undefined, saveLabel: "Save changes" },
  render: function Render(args) {
    const [items, setItems] = useState(generalItems);
    return (
      <SettingsSection {...args}>
        <SettingsToggleList
          legend="Privacy"
          items={items}
          onChange={(key, checked) =>
            setItems((list) => list.map((i) => (i.key === key ? { ...i, checked } : i)))
          }
        />
      </SettingsSection>
    );
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Show me in member lists and searches" });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** The app's flags: saving blocks the button; saved shows the confirmation. */
export const Saving: Story = {
  args: { saving: true, children: <p className="text-ink-700 text-sm">Fields…</p> },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole("button", { name: t("ui:settings.save") });
    await expect(save).toBeDisabled();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { saved: true, children: <p className="text-ink-700 text-sm">Fields…</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(t("ui:settings.saved"));
  },
};

/** Without onSave there is no footer (a section that saves as it goes). */
export const WithoutSave: Story = {
  args: { onSave: undefined, children: <p className="text-ink-700 text-sm">Fields…</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("heading", { level: 2, name: "Notification settings" })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: {
    title: "通知設定",
    description: "選擇要以郵件通知您的內容。",
    saved: true,
    children: <p className="text-ink-700 text-sm">…</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "儲存" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("已儲存");
  },
};

const noop = () => {};

/** Each footer state, with a short and a long body. */
export const CatalogStory: Story = {
  name: "Catalog",
  decorators: [(Story) => <Story />],
  render: () => (
    <Catalog
      rows={["general", "notification"] as const}
      columns={["idle", "saving", "saved", "no footer"] as const}
      render={(page, state) => (
        <SettingsSection
          className="w-[19rem]"
          title={`${page === "general" ? "General" : "Notification"} settings (${state})`}
          description={page === "notification" ? "Choose what we e-mail you about." : undefined}
          onSave={state === "no footer" ? undefined : noop}
          saving={state === "saving"}
          saved={state === "saved"}
        >
          <SettingsToggleList
            legend={page === "general" ? "Privacy" : "Email me about"}
            items={page === "general" ? generalItems : notifyItems.slice(0, 4)}
            onChange={noop}
          />
        </SettingsSection>
      )}
    />
  ),
};
