/**
 * "You like each other": the moment a like meets one already made. Both pictures side by side
 * with a heart between them, a Chat button (focused first: it is what most will want) and a way
 * back to browsing. Headless UI traps focus and gives it back to the like button on close; the
 * pop-in and the heart's pulse are left out for members who ask for less motion.
 */
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";

export type MutualLikePerson = { username: string; avatar?: string | null };

export type MutualLikeDialogProps = {
  /** Whether the dialog is shown: set it when a like call answers that the like is mutual. */
  open: boolean;
  /** Keep browsing, Escape or a click outside. */
  onClose: () => void;
  /** Opens the conversation with `them`. */
  onChat: () => void;
  /** The signed-in member (name and picture), shown on the left. */
  me: MutualLikePerson;
  /** The member they now like each other with, shown on the right and named in the text. */
  them: MutualLikePerson;
};

/**
 * The "you like each other" moment after a like meets one already made, offering to chat. Only for a mutual
 * like: a plain like just turns the heart on.
 */
export function MutualLikeDialog({ open, onClose, onChat, me, them }: MutualLikeDialogProps) {
  const { t } = useTranslation("ui");
  const chat = useRef<HTMLButtonElement>(null);
  // Chat takes the focus on every device (autoFocus alone left it elsewhere on a touch phone).
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => chat.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} transition className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-900/60 backdrop-blur-sm transition-opacity duration-300 ease-out data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-slot="mutual-like-dialog"
          transition
          className="relative w-full max-w-sm overflow-hidden rounded-3xl bg-gradient-to-b from-brand-500 to-brand-700 px-6 pt-10 pb-6 text-center text-white shadow-overlay transition duration-300 ease-out data-closed:scale-90 data-closed:opacity-0 motion-reduce:transition-none motion-reduce:data-closed:scale-100"
        >
          <div className="relative mx-auto flex w-fit items-center justify-center">
            <Avatar
              src={me.avatar}
              name={me.username}
              alt={me.username}
              size="xl"
              className="-rotate-6 ring-4 ring-white motion-reduce:rotate-0"
            />
            <Avatar
              src={them.avatar}
              name={them.username}
              alt={them.username}
              size="xl"
              className="-ms-4 rotate-6 ring-4 ring-white motion-reduce:rotate-0"
            />
            <span
              aria-hidden
              className="absolute -bottom-3 left-1/2 flex size-11 -translate-x-1/2 items-center justify-center rounded-full bg-white text-brand-600 shadow-raised"
            >
              <span className="absolute inset-0 rounded-full bg-white/70 motion-safe:animate-ping" />
              <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden className="relative size-6">
                <path d="M12 20.5s-8-4.9-8-11a4.6 4.6 0 018-3.1 4.6 4.6 0 018 3.1c0 6.1-8 11-8 11z" />
              </svg>
            </span>
          </div>
          <DialogTitle className="mt-8 text-balance font-bold text-2xl">{t("mutual.title")}</DialogTitle>
          <Description className="mt-2 text-pretty text-white/90">
            {t("mutual.body", { username: them.username })}
          </Description>
          <div className="mt-6 flex flex-col gap-2">
            <Button
              ref={chat}
              autoFocus
              size="lg"
              block
              onClick={onChat}
              className="bg-white text-brand-700 hover:bg-brand-50 active:bg-brand-100"
            >
              {t("mutual.chat")}
            </Button>
            <Button
              size="lg"
              block
              variant="ghost"
              onClick={onClose}
              className="text-white hover:bg-white/15 hover:text-white active:bg-white/25"
            >
              {t("mutual.keepBrowsing")}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
