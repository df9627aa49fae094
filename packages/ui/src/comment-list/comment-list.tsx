import { COMMENT_MAX } from "@site/contracts";
import { type ComponentProps, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { cn } from "../utils/cn.ts";

/** One comment as spec §3 words it: who, what, and when (seconds). */
export interface CommentItem {
  id: number;
  username: string;
  avatar?: string;
  content: string;
  time: number;
}

export type CommentListProps = Omit<ComponentProps<"ul">, "children"> & {
  /** The comments, oldest first; an empty list says there are none yet. */
  comments: readonly CommentItem[];
};

/** The comments under a photo or a video, oldest first; says so when there are none. */
export function CommentList({ comments, className, ...props }: CommentListProps) {
  const { t } = useTranslation("feed");
  if (comments.length === 0) return <p className="text-ink-600 text-sm">{t("album.noComments")}</p>;
  return (
    <ul data-slot="comment-list" className={cn("flex flex-col gap-3", className)} {...props}>
      {comments.map((c) => (
        <li key={c.id} className="flex gap-2.5 text-sm">
          <Avatar src={c.avatar || undefined} name={c.username} size="sm" alt="" />
          <div className="min-w-0 flex-1 rounded-xl bg-ink-50 px-3 py-2">
            <div className="flex items-baseline gap-2">
              <span className="font-semibold text-ink-900">{c.username}</span>
              <RelativeTime value={c.time * 1000} className="text-ink-600 text-xs" />
            </div>
            <p className="whitespace-pre-line break-words text-ink-800">{c.content}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export type CommentComposerProps = {
  /** Sends the comment; answers whether it was kept (the text is cleared only then). */
  onSend: (content: string) => Promise<boolean>;
  /** Extra classes for the form. */
  className?: string;
};

/** The comment form: one line up to COMMENT_MAX characters, sent with Enter or the button. */
export function CommentComposer({ onSend, className }: CommentComposerProps) {
  const { t } = useTranslation("feed");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      data-slot="comment-composer"
      aria-label={t("album.commentLabel")}
      className={cn("flex items-end gap-2", className)}
      onSubmit={async (event) => {
        event.preventDefault();
        const content = text.trim();
        if (!content || busy) return;
        setBusy(true);
        const kept = await onSend(content).finally(() => setBusy(false));
        if (kept) setText("");
      }}
    >
      <TextField
        className="flex-1"
        label={t("album.commentLabel")}
        hideLabel
        placeholder={t("album.commentLabel")}
        maxLength={COMMENT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" loading={busy} disabled={!text.trim()}>
        {t("album.commentSend")}
      </Button>
    </form>
  );
}
