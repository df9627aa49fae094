import { Checkbox } from "../checkbox/checkbox.tsx";
import { fieldLabelClass } from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";

export interface SettingsToggleItem {
  key: string;
  label: string;
  checked: boolean;
}

export type SettingsToggleListProps = {
  /** Names the group ("Email me when…"). */
  legend: string;
  /** The checkboxes, each with its key, label and state. */
  items: SettingsToggleItem[];
  /** Called with an item's key and its new state. */
  onChange: (key: string, checked: boolean) => void;
  /** Greys out every checkbox. */
  disabled?: boolean;
  /** Extra classes for the fieldset. */
  className?: string;
};

/** A fieldset of checkboxes; long lists (the ten notification items) run in two columns from `sm`. */
export function SettingsToggleList({
  legend,
  items,
  onChange,
  disabled,
  className,
}: SettingsToggleListProps) {
  return (
    <fieldset data-slot="settings-toggle-list" disabled={disabled} className={cn("min-w-0", className)}>
      <legend className={cn(fieldLabelClass, "mb-3")}>{legend}</legend>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list. */}
      <ul role="list" className={cn("grid gap-x-8 gap-y-3", items.length > 4 && "sm:grid-cols-2")}>
        {items.map((item) => (
          <li key={item.key} className="min-w-0">
            <Checkbox
              label={item.label}
              checked={item.checked}
              onChange={(checked) => onChange(item.key, checked)}
              disabled={disabled}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
