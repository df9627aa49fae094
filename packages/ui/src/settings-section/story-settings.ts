/** The settings of spec §2 as the stories show them; the app takes its words from its own namespace. */
import { DEFAULT_SETTINGS, NOTIFY_FREQUENCIES, type NotificationSettings } from "@site/contracts";
import type { SettingsToggleItem } from "./settings-toggle-list.tsx";

type NotifyKey = Exclude<keyof NotificationSettings, "form11">;

const notifyLabels: Record<NotifyKey, string> = {
  form1: "Comments on my profile",
  form2: "Comments on my status",
  form3: "Comments on my wall",
  form4: "Comments on my photos",
  form5: "Comments on my videos",
  form6: "Likes on my status",
  form7: "New mail",
  form8: "New chat message",
  form9: "Credits granted",
  form10: "Gift received",
};

export const notifyItems: SettingsToggleItem[] = (Object.keys(notifyLabels) as NotifyKey[]).map((key) => ({
  key,
  label: notifyLabels[key],
  checked: DEFAULT_SETTINGS.notification[key],
}));

export const generalItems: SettingsToggleItem[] = [
  { key: "form1", label: "Show me in member lists and searches", checked: DEFAULT_SETTINGS.general.form1 },
];

export const frequencyOptions = NOTIFY_FREQUENCIES.map((value) => ({
  value,
  label: { Immediately: "Immediately", Automatically: "Automatically", never: "Never" }[value],
  description: value === "Automatically" ? "When you have not been on the site for 2 days" : undefined,
}));
