/**
 * General and notification settings (spec §2), stored on the server and shown as saved when the
 * page loads again (the spec's client only acknowledged them).
 */
import { memberKeys, useMemberSettings } from "@site/api-client";
import type { MemberSettings } from "@site/contracts";
import {
  NotificationSettingsForm,
  type NotificationSettingsWords,
} from "@site/ui/notification-settings-form";
import { SettingsSection, SettingsToggleList } from "@site/ui/settings-section";
import { useToast } from "@site/ui/toast";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import { useAnswerText } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { FullPageSpinner } from "../../router/guards.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";
import { DeviceNotifications } from "../pwa/device-notifications.tsx";
import { MobilePage } from "../shell/mobile-bar.tsx";

function useSettingsDraft() {
  const api = useMemberApi();
  const { data } = useMemberSettings(api);
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const answerText = useAnswerText();
  const [draft, setDraft] = useState<MemberSettings>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (data) setDraft(data);
  }, [data]);
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    const answer = await api
      .saveSettings({ general: draft.general, notification: draft.notification })
      .finally(() => setSaving(false));
    show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
    if (answer.status === 200 && answer.data) {
      setSaved(true);
      await mutate(memberKeys.settings, answer.data, { revalidate: false });
    }
  };
  const edit = (next: MemberSettings) => {
    setSaved(false);
    setDraft(next);
  };
  return {
    draft,
    setDraft: edit,
    save,
    saving,
    saved,
  };
}

export function GeneralSettingsPage() {
  const { t } = useTranslation("settings");
  const { draft, setDraft, save, saving, saved } = useSettingsDraft();
  if (!draft) return <FullPageSpinner />;
  return (
    <div className="mx-auto max-w-2xl">
      <SettingsSection
        title={t("general.title")}
        headingLevel={1}
        description={t("general.description")}
        onSave={save}
        saving={saving}
        saved={saved}
        saveLabel={t("save")}
      >
        <SettingsToggleList
          legend={t("general.legend")}
          items={[{ key: "form1", label: t("general.form1"), checked: draft.general.form1 }]}
          onChange={(_, checked) => setDraft({ ...draft, general: { form1: checked } })}
        />
      </SettingsSection>
    </div>
  );
}

export function NotificationSettingsPage() {
  const { t } = useTranslation("settings");
  const { t: tShell } = useTranslation("shell");
  const { draft, setDraft, save, saving, saved } = useSettingsDraft();
  const phone = useVariant() === "m";
  if (!draft) return <FullPageSpinner />;
  const n = draft.notification;
  const section = (
    <SettingsSection
      title={t(phone ? "notification.emailsTitle" : "notification.title")}
      headingLevel={phone ? 2 : 1}
      description={t("notification.description")}
      onSave={save}
      saving={saving}
      saved={saved}
      saveLabel={t("save")}
    >
      <div className="grid gap-8">
        <NotificationSettingsForm
          value={n}
          onChange={(notification) => setDraft({ ...draft, notification })}
          words={{
            frequency: t("notification.frequency"),
            delivery: t("notification.delivery", {
              returnObjects: true,
            }) as NotificationSettingsWords["delivery"],
            groups: t("notification.groups", {
              returnObjects: true,
            }) as NotificationSettingsWords["groups"],
            items: t("notification.items", { returnObjects: true }) as NotificationSettingsWords["items"],
            offNote: t("notification.offNote"),
          }}
        />
      </div>
    </SettingsSection>
  );
  if (!phone) return <div className="mx-auto max-w-2xl">{section}</div>;
  // The phone's sub-page: its bar names the page and leads back to the settings list, as the
  // other settings screens do; below it the e-mails card and this device's notifications.
  return (
    <MobilePage
      title={tShell("titles.notification")}
      back="/m/home/my/Setup/index"
      className="grid gap-4 px-4 py-6"
    >
      {section}
      <DeviceNotifications />
    </MobilePage>
  );
}
