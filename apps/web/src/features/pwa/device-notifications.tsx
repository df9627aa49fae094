/**
 * "Notifications on this device" (issue 15), on the /m notification settings page: turning it on
 * asks the browser's permission, subscribes this device with the server's VAPID key and hands the
 * subscription to the server; turning it off ends both. What is pushed follows the items chosen
 * on the same page (services/push.ts).
 */
import { pushCalls } from "@site/api-client";
import { Switch } from "@site/ui/switch";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session.tsx";
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "./use-service-worker.ts";

type State = "loading" | "unsupported" | "off" | "on";

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  if (found?.active) return found;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  return navigator.serviceWorker.ready;
}

/**
 * Its words load with it (the lazy `app` namespace): it waits in its own Suspense, so the page
 * around it is never suspended and mounted again (that lost the radio group's labels once).
 */
export function DeviceNotifications() {
  return (
    <Suspense fallback={null}>
      <DeviceNotificationsSwitch />
    </Suspense>
  );
}

function DeviceNotificationsSwitch() {
  const { t } = useTranslation("app");
  const { client } = useSession();
  const api = useMemo(() => pushCalls(client), [client]);
  const [state, setState] = useState<State>("loading");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<"denied" | "failed" | null>(null);

  useEffect(() => {
    if (!supported()) return setState("unsupported");
    let live = true;
    navigator.serviceWorker
      .getRegistration(SERVICE_WORKER_SCOPE)
      .then((found) => found?.pushManager.getSubscription())
      .then((subscription) => {
        if (!live) return;
        setState(subscription && Notification.permission === "granted" ? "on" : "off");
        if (Notification.permission === "denied") setProblem("denied");
      })
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    if ((await Notification.requestPermission()) !== "granted") return setProblem("denied");
    const key = await api.publicKey();
    if (key.status !== 200 || !key.data) throw new Error("no VAPID key");
    const found = await registration();
    const subscription =
      (await found.pushManager.getSubscription()) ??
      (await found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.data.key }));
    const { endpoint, keys } = subscription.toJSON();
    const saved = await api.subscribe({
      endpoint: endpoint ?? "",
      p256dh: keys?.p256dh ?? "",
      auth: keys?.auth ?? "",
    });
    if (saved.status !== 200) {
      await subscription.unsubscribe();
      throw new Error(`subscribe answered ${saved.status}`);
    }
    setState("on");
  }, [api]);

  const turnOff = useCallback(async () => {
    const found = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
    const subscription = await found?.pushManager.getSubscription();
    if (subscription) {
      await api.unsubscribe(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState("off");
  }, [api]);

  const change = (on: boolean) => {
    setBusy(true);
    setProblem(null);
    (on ? turnOn() : turnOff()).catch(() => setProblem("failed")).finally(() => setBusy(false));
  };

  if (state === "loading") return null;
  const hint =
    state === "unsupported"
      ? t("deviceUnsupported")
      : problem === "denied"
        ? t("deviceDenied")
        : problem === "failed"
          ? t("deviceFailed")
          : t("deviceText");
  return (
    <div className="mt-4 rounded-2xl bg-surface p-4 shadow-card" data-state={state}>
      <Switch
        label={t("deviceTitle")}
        description={<span role={problem ? "alert" : undefined}>{hint}</span>}
        checked={state === "on"}
        disabled={state === "unsupported" || busy}
        onChange={change}
      />
    </div>
  );
}
