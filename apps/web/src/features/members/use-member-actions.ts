/**
 * What a member does to another from a card or a profile: follow (with the success or cancelled
 * message, and the lists and counts refreshed), report, block. Permission refusals say so and
 * offer the upgrade.
 */
import { type MemberListKind, memberKeys } from "@site/api-client";
import type { Answer, ReportType } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { useAnswerText } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { useMemberApi } from "../../session/use-member-api.ts";

const LISTS: MemberListKind[] = ["online", "latest", "i_like", "love_me", "mutual_like"];

export function upgradePath(variant: "w" | "m") {
  return variant === "w" ? "/w/home/upgrade" : "/m/home/upgrade/index";
}

export function useMemberActions() {
  const api = useMemberApi();
  const { refresh } = useSession();
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const { t } = useTranslation("members");
  const answerText = useAnswerText();
  const navigate = useNavigate();
  const variant = useVariant();
  const [pending, setPending] = useState<number | null>(null);

  /** Refreshes every member list and the member's detail after a change to the graph. */
  const touch = useCallback(
    async (id: number) => {
      await mutate(
        (key) => Array.isArray(key) && key[0] === "members" && (key[1] === "list" || key[1] === "wall"),
        undefined,
        {
          revalidate: true,
        },
      );
      await mutate(memberKeys.detail(id));
    },
    [mutate],
  );

  const report = useCallback(
    (answer: Answer) => {
      if (answer.status === 403) {
        show({
          tone: "error",
          title: answerText(answer),
          action: { label: t("upgrade"), onClick: () => navigate(upgradePath(variant)) },
        });
      } else show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
    },
    [show, answerText, t, navigate, variant],
  );

  const toggleFollow = useCallback(
    async (id: number) => {
      setPending(id);
      const answer = await api.like(id).finally(() => setPending(null));
      report(answer);
      if (answer.status === 200) {
        await Promise.all([touch(id), refresh()]);
      }
      return answer;
    },
    [api, report, touch, refresh],
  );

  const toggleBlock = useCallback(
    async (id: number) => {
      const answer = await api.block(id);
      report(answer);
      if (answer.status === 200) await touch(id);
      return answer;
    },
    [api, report, touch],
  );

  const sendReport = useCallback(
    async (id: number, type: ReportType, about?: { message_id?: number; eid?: number }) => {
      const answer = await api.report(id, type, about);
      report(answer);
      return answer;
    },
    [api, report],
  );

  return { toggleFollow, toggleBlock, sendReport, pending, report, lists: LISTS };
}
