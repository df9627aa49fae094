import { CHAT_TEXT_MAX, type RiskKind, type TranslateTarget } from "@site/contracts";
import {
  type ChangeEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { EmoticonPicker } from "../emoticon-picker/emoticon-picker.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { AlertIcon, inputVariants, joinIds } from "../text-field/field-parts.tsx";
import { TranslatePanel } from "../translate-panel/translate-panel.tsx";
import { cn } from "../utils/cn.ts";
import { BlockedIcon, ImageIcon, SendIcon, SmileIcon, TranslateIcon } from "./chat-icons.tsx";
import { UploadProgress } from "./upload-progress.tsx";
import { useDismiss } from "./use-dismiss.ts";

type Panel = "emoticon" | "translate";

// The "are you sure?" of a risky first message loads when it is first needed.
const ConfirmSendPrompt = lazy(() =>
  import("../confirm-send-prompt/confirm-send-prompt.tsx").then((m) => ({ default: m.ConfirmSendPrompt })),
);

export type ChatComposerProps = {
  onSend: (text: string) => void;
  onSendImage?: (file: File) => void;
  uploadProgress?: number;
  translate?: (text: string, to: TranslateTarget) => Promise<string>;
  /** The languages the translate menu offers (the provider's); the spec's list when not told. */
  translateTargets?: readonly TranslateTarget[];
  blockedReason?: string;
  /** The other member, named by the send prompt. */
  peerName?: string;
  /** The kinds of risk to confirm before this text goes, or null to send it at once. */
  checkBeforeSend?: (text: string) => readonly RiskKind[] | null;
  /**
   * One row for a small phone: the tools, a one-line box and a thumb-sized send button side by
   * side, so that a 667 px screen still shows the conversation (issue 50). The counter is read
   * to screen readers and shows when the text nears its limit.
   */
  compact?: boolean;
};

/**
 * The two-row text box and its buttons (spec §2). Enter sends, Shift+Enter breaks the line, and
 * an Enter that ends an IME composition (Chinese input) only confirms the characters.
 */
export function ChatComposer({
  onSend,
  onSendImage,
  uploadProgress,
  translate,
  translateTargets,
  blockedReason,
  peerName = "",
  checkBeforeSend,
  compact = false,
}: ChatComposerProps) {
  const { t } = useTranslation("chat");
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel | null>(null);
  /** The risks of the text waiting for the member's answer; kept after it closes for the fade-out. */
  const [confirm, setConfirm] = useState<{ open: boolean; kinds: readonly RiskKind[] } | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const panelBox = useRef<HTMLDivElement>(null);
  const toggles = useRef<HTMLDivElement>(null);
  const composing = useRef(false);
  const caret = useRef<number | null>(null);
  const blocked = Boolean(blockedReason);
  const uploading = uploadProgress !== undefined;
  const open = blocked ? null : panel;

  useDismiss(open !== null, open === "translate" ? [panelBox, toggles, area] : [panelBox, toggles], () =>
    setPanel(null),
  );

  // Put the caret after an inserted emoticon or a used translation, once the text is in the box.
  useLayoutEffect(() => {
    const el = area.current;
    if (caret.current === null || !el) return;
    el.focus();
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const replace = (next: string, at: number) => {
    setText(next);
    setError(null);
    caret.current = at;
  };

  const deliver = (content: string) => {
    onSend(content);
    setText("");
    setError(null);
    setPanel(null);
  };

  const send = () => {
    if (blocked) return;
    const content = text.trim();
    if (!content) {
      setError(t("composer.empty"));
      return;
    }
    const kinds = checkBeforeSend?.(content);
    if (kinds && kinds.length > 0) {
      setPanel(null);
      setConfirm({ open: true, kinds });
      return;
    }
    deliver(content);
  };

  const insertEmoticon = (name: string) => {
    const token = `[${name}]`;
    const start = area.current?.selectionStart ?? text.length;
    const end = area.current?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + token + text.slice(end);
    setPanel(null);
    if (next.length <= CHAT_TEXT_MAX) replace(next, start + token.length);
    else caret.current = start;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    // keyCode 229: Safari reports the Enter that ends a composition after compositionend.
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen || !onSendImage) return;
    if (!chosen.type.startsWith("image/")) {
      setError(t("composer.imageOnly"));
      return;
    }
    setError(null);
    onSendImage(chosen);
  };

  const toggle = (which: Panel) => setPanel((current) => (current === which ? null : which));
  const panelId = `${id}-panel`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const reasonId = `${id}-reason`;

  const toggleButton = (which: Panel, label: string, icon: ReactNode) => (
    <IconButton
      label={label}
      size="sm"
      disabled={blocked}
      aria-expanded={open === which}
      aria-controls={open === which ? panelId : undefined}
      onClick={() => toggle(which)}
      className={cn(open === which && "bg-brand-50 text-brand-700 hover:bg-brand-100 hover:text-brand-800")}
    >
      {icon}
    </IconButton>
  );

  const tools = (
    <>
      <div ref={toggles} className="contents">
        {translate && toggleButton("translate", t("composer.translate"), <TranslateIcon />)}
        {onSendImage && (
          <IconButton
            label={t("composer.image")}
            size="sm"
            disabled={blocked || uploading}
            onClick={() => file.current?.click()}
          >
            <ImageIcon />
          </IconButton>
        )}
        {toggleButton("emoticon", t("composer.emoticon"), <SmileIcon />)}
      </div>
      <input ref={file} type="file" accept="image/*" hidden tabIndex={-1} onChange={onFile} />
    </>
  );
  const nearLimit = text.length >= CHAT_TEXT_MAX * 0.8;
  const counter = (
    <span
      id={counterId}
      className={cn(
        "text-xs tabular-nums",
        compact ? "mt-1 block text-end" : "ms-auto me-2",
        compact && !nearLimit && "sr-only",
        text.length >= CHAT_TEXT_MAX ? "font-semibold text-warning-700" : "text-ink-500",
      )}
    >
      {t("composer.counter", { count: text.length, max: CHAT_TEXT_MAX })}
    </span>
  );
  // On a phone the send button is the screen's primary action: a 44 px target, round, its name
  // for screen readers only, so the text box keeps the width to show its placeholder whole.
  const sendButton = (
    <Button
      size={compact ? "lg" : "sm"}
      dense={compact}
      onClick={send}
      disabled={blocked}
      className={cn(compact && "size-11 shrink-0 rounded-full px-0")}
    >
      <SendIcon />
      <span className={cn(compact && "sr-only")}>{t("composer.send")}</span>
    </Button>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside closes the open panel (the keyboard's outside click)
    <div
      data-slot="chat-composer"
      className={cn(
        "relative shrink-0 border-ink-100 border-t bg-surface",
        compact ? "px-2 pt-1.5 pb-[calc(0.375rem+env(safe-area-inset-bottom))]" : "px-2.5 pt-2 pb-2.5",
      )}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || open === null || event.defaultPrevented) return;
        event.preventDefault();
        setPanel(null);
        area.current?.focus();
      }}
    >
      {open && (
        <div ref={panelBox} id={panelId} className="absolute inset-x-2 bottom-full z-10 mb-2">
          {open === "emoticon" ? (
            <EmoticonPicker onPick={insertEmoticon} autoFocus />
          ) : (
            translate && (
              <TranslatePanel
                source={text}
                translate={translate}
                {...(translateTargets ? { targets: translateTargets } : {})}
                onUse={(translated) => {
                  const next = translated.slice(0, CHAT_TEXT_MAX);
                  setPanel(null);
                  replace(next, next.length);
                }}
                onClose={() => setPanel(null)}
              />
            )
          )}
        </div>
      )}
      {blockedReason && (
        <p
          id={reasonId}
          className="mb-2 flex items-start gap-1.5 rounded-lg bg-warning-50 px-2.5 py-1.5 font-medium text-warning-700 text-xs [&_svg]:mt-px [&_svg]:size-3.5 [&_svg]:shrink-0"
        >
          <BlockedIcon />
          <span>{blockedReason}</span>
        </p>
      )}
      {uploading && <UploadProgress value={uploadProgress} />}
      <label htmlFor={`${id}-text`} className="sr-only">
        {t("composer.label")}
      </label>
      <div className={cn(compact && "flex items-center gap-1")}>
        {compact && <div className="flex shrink-0 items-center">{tools}</div>}
        <textarea
          ref={area}
          id={`${id}-text`}
          rows={compact ? 1 : 2}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          disabled={blocked}
          placeholder={t("composer.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(error && errorId, blocked && reasonId, counterId)}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
          }}
          className={cn(
            inputVariants({ size: "sm" }),
            "h-auto resize-none py-1.5 leading-5",
            compact && "min-h-11 min-w-0 flex-1 py-2.5",
          )}
        />
        {compact && sendButton}
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="mt-1 flex items-start gap-1.5 font-medium text-danger-700 text-xs"
        >
          <AlertIcon />
          <span>{error}</span>
        </p>
      )}
      {compact ? (
        counter
      ) : (
        <div className="mt-1.5 flex items-center gap-0.5">
          {tools}
          {counter}
          {sendButton}
        </div>
      )}
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmSendPrompt
            open={confirm.open}
            kinds={confirm.kinds}
            about="chat"
            username={peerName}
            onEdit={() => {
              setConfirm({ ...confirm, open: false });
              caret.current = text.length;
            }}
            onSend={() => {
              setConfirm({ ...confirm, open: false });
              const content = text.trim();
              if (content) deliver(content);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
