/**
 * WintoPay's device fingerprint (spec §7: "a remote billing script is loaded once the guid and ip
 * are known"): its shield script, loaded once when a member pays by WintoPay, gives the session id
 * that the pay sends as wintopay_sessionid. The script is the provider's; it reaches this page only
 * when the operator configured it (WINTOPAY_SHIELD_URL, allowed by the server's CSP). A script that
 * does not load or answer in time leaves the id out: the provider then decides without it.
 */
declare global {
  interface Window {
    wintopayShield?: { getSessionId(): string | Promise<string> };
  }
}

const SHIELD_WAIT_MS = 4_000;
let loaded: Promise<void> | undefined;

function load(src: string): Promise<void> {
  loaded ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    // The provider checks the paying site's domain (spec §7 "with a referrer domain").
    script.referrerPolicy = "strict-origin";
    script.onload = () => resolve();
    script.onerror = () => {
      loaded = undefined;
      script.remove();
      reject(new Error("the shield script did not load"));
    };
    document.head.append(script);
  });
  return loaded;
}

export async function shieldSessionId(src: string, waitMs = SHIELD_WAIT_MS): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    return await Promise.race([
      (async () => {
        await load(src);
        const id = await window.wintopayShield?.getSessionId();
        return typeof id === "string" && id !== "" ? id : undefined;
      })(),
      late,
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Forgets the loaded script (tests). */
export function forgetShield(): void {
  loaded = undefined;
}
