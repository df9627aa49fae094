export {
  NotificationSettingsForm,
  type NotificationSettingsFormProps,
  type NotificationSettingsWords,
} from "./notification-settings-form.tsx";
