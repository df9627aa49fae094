import {
  NOTIFY_FREQUENCIES,
  NOTIFY_ITEMS,
  type NotificationSettings,
  type NotifyFrequency,
  type NotifyItem,
} from "@site/contracts";
import { RadioGroup } from "../radio-group/radio-group.tsx";
import { SettingsToggleList } from "../settings-section/settings-toggle-list.tsx";
import { cn } from "../utils/cn.ts";

/** The words of the form, in the member's language (the app passes its `members` namespace). */
export interface NotificationSettingsWords {
  frequency: string;
  /** Each delivery's name and what it means. */
  delivery: Record<NotifyFrequency, { label: string; description: string }>;
  /** The groups of items ("Comments and likes", "Messages", "Credits and gifts"). */
  groups: { social: string; messages: string; wallet: string };
  /** Each item, by its settings field (form1..form10). */
  items: Record<(typeof NOTIFY_ITEMS)[NotifyItem], string>;
  /** Shown over the items while the delivery is never. */
  offNote: string;
}

const GROUPS: { key: keyof NotificationSettingsWords["groups"]; items: NotifyItem[] }[] = [
  {
    key: "social",
    items: ["profileComment", "statusComment", "wallComment", "photoComment", "videoComment", "statusLike"],
  },
  { key: "messages", items: ["mail", "chat"] },
  { key: "wallet", items: ["credits", "gift"] },
];

export interface NotificationSettingsFormProps {
  /** The member's settings: how often they are mailed and about what. */
  value: NotificationSettings;
  /** Called with the whole new settings on every change (the app saves them with its section's button). */
  onChange: (next: NotificationSettings) => void;
  /** The choices' and items' words in the reader's language, from the app. */
  words: NotificationSettingsWords;
  /** Greys out every control (while the settings load or save). */
  disabled?: boolean;
  /** Extra classes for the form's outer element. */
  className?: string;
}

/**
 * The notification settings of spec §2: how the member is mailed (Immediately, Automatically,
 * never: each says what it means) and about what (the ten items, grouped). With never, the items
 * stay as they are but are shown off: the site's menus still show everything.
 */
export function NotificationSettingsForm({
  value,
  onChange,
  words,
  disabled,
  className,
}: NotificationSettingsFormProps) {
  const off = value.form11 === "never";
  return (
    <div data-slot="notification-settings-form" className={cn("grid gap-8", className)}>
      <RadioGroup
        label={words.frequency}
        value={value.form11}
        disabled={disabled}
        onChange={(next) => onChange({ ...value, form11: next as NotifyFrequency })}
        options={NOTIFY_FREQUENCIES.map((f) => ({
          value: f,
          label: words.delivery[f].label,
          description: words.delivery[f].description,
        }))}
      />
      <div className="grid gap-6">
        {off && (
          <p role="note" className="rounded-lg bg-surface-sunken px-4 py-3 text-sm text-ink-700">
            {words.offNote}
          </p>
        )}
        {GROUPS.map((group) => (
          <SettingsToggleList
            key={group.key}
            legend={words.groups[group.key]}
            disabled={disabled || off}
            className={cn(off && "opacity-60")}
            items={group.items.map((item) => {
              const field = NOTIFY_ITEMS[item];
              return { key: field, label: words.items[field], checked: value[field] };
            })}
            onChange={(key, checked) => onChange({ ...value, [key]: checked })}
          />
        ))}
      </div>
    </div>
  );
}
