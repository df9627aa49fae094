import { type RefObject, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Dialog, dialogPanelVariants } from "../dialog/dialog.tsx";
import { DialogFrame, type DialogFrameProps } from "../dialog/dialog-frame.tsx";
import { TextArea } from "../text-field/text-area.tsx";
import { cn } from "../utils/cn.ts";

/**
 * Who is invited with which code: `code`, the member's invitation code, or `link`, the link the
 * server answers (its old-client form, site address + '#/invitation/{code}', is read for its code).
 */
export type InvitationSource =
  | {
      /** The member's invitation code; the link is built from it on the site's address. */
      code: string;
      /** Not with `code`. */
      link?: never;
    }
  | {
      /** The invitation link as the server answers it; its code is read from it. */
      link: string;
      /** Not with `link`. */
      code?: never;
    };

export type InviteDialogProps = InvitationSource & {
  /** Whether the dialog is shown; the app sets it back to false in `onClose`. */
  open: boolean;
  /** Called on Escape, the backdrop and the close button. */
  onClose: () => void;
  /** The inviting member's own username, which opens the invitation text. */
  username: string;
  /** The site address the link starts with; by default the one the member is on. */
  origin?: string;
};

/**
 * The link a member shares: the site's invitation route of spec §2, `/invitation/{code}`, as a
 * plain path on the origin the member is on. Whoever opens it lands on the register form of their
 * own device's variant with the code filled in (a `/w/...` or `/m/...` link would send the other
 * kind of device back to the root and lose the code).
 */
export function invitationLink(source: InvitationSource, origin = globalThis.location?.origin ?? ""): string {
  // A link's code is already in its address form; a bare code is encoded here.
  const code =
    source.code !== undefined
      ? encodeURIComponent(source.code)
      : source.link?.match(/invitation\/([^/?#\s]+)/)?.[1];
  if (!code) return source.link ?? "";
  return `${origin.replace(/\/+$/, "")}/invitation/${code}`;
}

const noSubscription = () => () => {};
const pageOrigin = () => globalThis.location?.origin ?? "";
const noOrigin = () => "";

/**
 * The origin given, else the page's: read through React so that a server render (no location)
 * writes a path, and hydration starts from that path before it takes the page's origin.
 */
function useOrigin(given: string | undefined): string {
  const page = useSyncExternalStore(noSubscription, pageOrigin, noOrigin);
  return given ?? page;
}

/** "copied": on the clipboard; "selected": no clipboard access, so the text is selected instead. */
type CopyState = "idle" | "copied" | "selected";

/**
 * The dialog where a member copies their invitation link (or code) and the text that goes with it, to share
 * outside the site.
 */
export function InviteDialog({ open, onClose, username, origin, ...source }: InviteDialogProps) {
  const link = invitationLink(source as InvitationSource, useOrigin(origin));
  const field = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<CopyState>("idle");
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setState("idle");
  }
  const parts = useInviteParts({ username, link, state, field, onCopy: (text) => copy(text) });

  async function copy(text: string) {
    try {
      // Missing outside secure contexts and refused without permission: both fall back below.
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      field.current?.focus();
      field.current?.select();
      setState("selected");
    }
  }

  return <Dialog open={open} onClose={onClose} {...parts} />;
}

type PartsOptions = {
  username: string;
  link: string;
  state: CopyState;
  field?: RefObject<HTMLTextAreaElement | null>;
  onCopy: (text: string) => void;
};

function useInviteParts({ username, link, state, field, onCopy }: PartsOptions) {
  const { t } = useTranslation("ui");
  const text = t("invite.text", { username, link, site: t("appName", { ns: "common" }) });
  return {
    title: t("invite.title"),
    description: t("invite.description"),
    children: (
      <div data-slot="invite-dialog" className="flex flex-col gap-3">
        <TextArea
          ref={field}
          label={t("invite.label")}
          value={text}
          readOnly
          rows={3}
          onFocus={(event) => event.currentTarget.select()}
          inputClassName="resize-none bg-surface-muted text-ink-800"
        />
        <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
          {/* Present from the start: a live region only announces what is added to it later. */}
          <p
            role="status"
            className={cn(
              "me-auto flex min-h-5 items-start gap-1.5 font-medium text-sm",
              state === "copied" ? "text-success-700" : "text-ink-600",
            )}
          >
            {state !== "idle" && (
              <>
                {state === "copied" && <CheckIcon />}
                {state === "copied" ? t("invite.copied") : t("invite.selected")}
              </>
            )}
          </p>
          <Button onClick={() => onCopy(text)}>
            <CopyIcon />
            {t("invite.copy")}
          </Button>
        </div>
      </div>
    ),
  } satisfies Omit<DialogFrameProps, "onClose">;
}

export type InviteDialogPreviewProps = InvitationSource & {
  username: string;
  origin?: string;
  state?: CopyState;
};

/** The dialog's panel in place, not modal: for catalogs and visual baselines only. */
export function InviteDialogPreview({
  username,
  origin,
  state = "idle",
  ...source
}: InviteDialogPreviewProps) {
  const link = invitationLink(source as InvitationSource, useOrigin(origin));
  const parts = useInviteParts({ username, link, state, onCopy: () => {} });
  return (
    <div className={cn(dialogPanelVariants({ size: "md" }), "w-[560px]")}>
      <DialogFrame preview hideClose {...parts} />
    </div>
  );
}

function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinejoin="round"
      aria-hidden
    >
      <rect x="8.5" y="8.5" width="11" height="11" rx="2.5" />
      <path d="M15.5 8.5V6.5A2 2 0 0013.5 4.5h-7a2 2 0 00-2 2v7a2 2 0 002 2h2" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className="mt-0.5 size-4 shrink-0"
    >
      <path d="M4.5 10.5l3.5 3.5 7.5-8" />
    </svg>
  );
}
