import type { RiskKind } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Dialog, dialogPanelVariants } from "../dialog/dialog.tsx";
import { DialogFrame, type DialogFrameProps } from "../dialog/dialog-frame.tsx";
import { ShieldIcon } from "../safety-warning/shield-icon.tsx";
import { cn } from "../utils/cn.ts";

export type ConfirmSendPromptProps = {
  /** Whether the prompt is shown: set it when the composer's check finds a risk in the draft. */
  open: boolean;
  /** What the draft carries (assessMessage from contracts). */
  kinds: readonly RiskKind[];
  /** A chat message or a mail: the title names the right one. */
  about: "chat" | "mail";
  /** The recipient, told to the sender: they will see a safety note. */
  username: string;
  /** Back to the draft, unchanged (also Escape and the backdrop): nothing is sent. */
  onEdit: () => void;
  /** Sends the draft as it is. */
  onSend: () => void;
};

/**
 * "Are you sure?" before the first risky message of a conversation, or a risky mail: why, in plain
 * words, then Edit (focused first: the safe choice) or Send anyway.
 */
export function ConfirmSendPrompt({ open, onEdit, ...parts }: ConfirmSendPromptProps) {
  const frame = usePromptParts({ ...parts, onEdit });
  return <Dialog open={open} onClose={onEdit} role="alertdialog" size="sm" hideClose {...frame} />;
}

function usePromptParts({ kinds, about, username, onEdit, onSend }: Omit<ConfirmSendPromptProps, "open">) {
  const { t } = useTranslation("safety");
  return {
    title: t(`confirm.${about}`),
    description: t("confirm.intro"),
    footer: (
      <>
        {/* The safe choice is the prominent one, and has the focus. */}
        <Button variant="outline" onClick={onSend}>
          {t("confirm.send")}
        </Button>
        <Button onClick={onEdit} data-autofocus>
          {t("confirm.edit")}
        </Button>
      </>
    ),
    children: (
      <div data-slot="confirm-send-prompt" className="flex flex-col gap-3">
        <ul className="flex flex-col gap-2">
          {kinds.map((kind) => (
            <li key={kind} className="flex gap-2.5 text-pretty text-ink-800">
              <ShieldIcon className="mt-0.5 size-4 shrink-0 text-warning-700" />
              <span>{t(`confirm.kinds.${kind}`)}</span>
            </li>
          ))}
        </ul>
        <p className="text-ink-600">{t("confirm.note", { username })}</p>
      </div>
    ),
  } satisfies Omit<DialogFrameProps, "onClose">;
}

export type ConfirmSendPromptPreviewProps = Omit<ConfirmSendPromptProps, "open" | "onEdit" | "onSend">;

/** The prompt's panel in place, not modal: for catalogs and visual baselines only. */
export function ConfirmSendPromptPreview(props: ConfirmSendPromptPreviewProps) {
  const noop = () => {};
  const frame = usePromptParts({ ...props, onEdit: noop, onSend: noop });
  return (
    <div className={cn(dialogPanelVariants({ size: "sm" }), "w-[400px]")}>
      <DialogFrame preview hideClose {...frame} />
    </div>
  );
}
