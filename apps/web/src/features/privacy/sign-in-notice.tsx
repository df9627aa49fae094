/**
 * A word for the member that the sign-in page leaves for the signed-in shell, which has the toasts:
 * signing in during a deletion's grace period cancelled it (issue 15), and the member is told so.
 */
import { useToast } from "@site/ui/toast";
import { useEffect } from "react";

const KEY = "site:sign-in-notice";

/** Called by the sign-in page with the answer's text, just before it leaves for home. */
export function leaveSignInNotice(text: string): void {
  sessionStorage.setItem(KEY, text);
}

/** Mounted in both shells: shows the notice once. */
export function SignInNotice() {
  const { show } = useToast();
  useEffect(() => {
    const text = sessionStorage.getItem(KEY);
    if (!text) return;
    sessionStorage.removeItem(KEY);
    show({ tone: "success", title: text });
  }, [show]);
  return null;
}
