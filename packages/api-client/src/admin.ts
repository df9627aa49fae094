/** Typed calls of the operator's console (contracts/admin.ts) and their swr hooks. */
import {
  AdminCalls,
  type ArticleSaveFields,
  type AuditPage,
  type CatalogView,
  type ContentPage,
  type Dashboard,
  type GiftCategoryFields,
  type GiftCreateFields,
  type GiftSaveFields,
  type MemberAction,
  type MemberPage,
  type ReportAction,
  type ReportCase,
  type ReviewCandidate,
  type SecondFactorEnrolment,
  type SecondFactorRecovery,
  type StaffArticle,
  type StaffArticleList,
  type StaffMe,
  type StaffMemberDetail,
  type StaffOrderDetail,
  type StaffOrderPage,
} from "@site/contracts";
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { unwrap } from "./hooks.ts";
import type { Client } from "./http.ts";

/** A gift's editable fields (contracts giftSavePayloadSchema). */
export type GiftSave = GiftSaveFields;
/** The member list's filters (contracts memberListPayloadSchema); a missing one is "any". */
export type MemberFilters = { status?: number; vip?: number; chat_banned?: number };

export function adminCalls(client: Client) {
  return {
    me: () => client.call<StaffMe>(AdminCalls.me, {}, { json: true }),
    secondFactorEnrol: () =>
      client.call<SecondFactorEnrolment>(AdminCalls.secondFactorEnrol, {}, { json: true }),
    secondFactorConfirm: (code: string) =>
      client.call<SecondFactorRecovery>(AdminCalls.secondFactorConfirm, { code }, { json: true }),
    secondFactorVerify: (code: string) =>
      client.call<Record<string, never>>(AdminCalls.secondFactorVerify, { code }, { json: true }),
    reviewQueue: () => client.call<ReviewCandidate[]>(AdminCalls.reviewQueue, {}, { json: true }),
    approve: (id: number) => client.call<{ id: number }>(AdminCalls.approve, { id }, { json: true }),
    reject: (id: number, reason: string) =>
      client.call<{ id: number }>(AdminCalls.reject, { id, reason }, { json: true }),
    reports: () => client.call<ReportCase[]>(AdminCalls.reportQueue, {}, { json: true }),
    resolveReport: (id: number, action: ReportAction) =>
      client.call<{ id: number }>(AdminCalls.resolveReport, { id, action }, { json: true }),
    members: (page: number, q: string, filters: MemberFilters = {}) =>
      client.call<MemberPage>(AdminCalls.members, { page, ...(q ? { q } : {}), ...filters }, { json: true }),
    member: (id: number) => client.call<StaffMemberDetail>(AdminCalls.member, { id }, { json: true }),
    memberTier: (id: number, vip: number, deadline: string) =>
      client.call<{ vip: number }>(
        AdminCalls.memberTier,
        { id, vip, ...(vip > 0 ? { deadline } : {}) },
        { json: true },
      ),
    memberAction: (id: number, action: MemberAction) =>
      client.call<{ id: number }>(AdminCalls.memberAction, { id, action }, { json: true }),
    memberCredits: (id: number, amount: string, reason: string) =>
      client.call<{ amount: number }>(AdminCalls.memberCredits, { id, amount, reason }, { json: true }),
    orders: (page: number, q: string, state: string) =>
      client.call<StaffOrderPage>(
        AdminCalls.orders,
        { page, ...(q ? { q } : {}), ...(state ? { state } : {}) },
        { json: true },
      ),
    order: (id: number) => client.call<StaffOrderDetail>(AdminCalls.order, { id }, { json: true }),
    refund: (id: number, reason: string) =>
      client.call<{ id: number }>(AdminCalls.refund, { id, reason }, { json: true }),
    content: (before: number | null, kind: string) =>
      client.call<ContentPage>(
        AdminCalls.content,
        { ...(before !== null ? { before } : {}), ...(kind ? { kind } : {}) },
        { json: true },
      ),
    takeDown: (source: string, id: number, reason: string) =>
      client.call<{ id: number }>(AdminCalls.takeDown, { source, id, reason }, { json: true }),
    articles: () => client.call<StaffArticleList>(AdminCalls.articles, {}, { json: true }),
    article: (id: number) => client.call<StaffArticle>(AdminCalls.article, { id }, { json: true }),
    articleSave: (article: ArticleSaveFields) =>
      client.call<{ id: number }>(AdminCalls.articleSave, article, { json: true }),
    articleCategorySave: (category: { slug: string; english: string; simple: string; multiply: string }) =>
      client.call<{ id: number }>(AdminCalls.articleCategorySave, category, { json: true }),
    dashboard: () => client.call<Dashboard>(AdminCalls.dashboard, {}, { json: true }),
    catalog: () => client.call<CatalogView>(AdminCalls.catalog, {}, { json: true }),
    giftCreate: (gift: GiftCreateFields) =>
      client.call<{ id: number }>(AdminCalls.giftCreate, gift, { json: true }),
    giftCategorySave: (category: GiftCategoryFields) =>
      client.call<{ id: number }>(AdminCalls.giftCategorySave, category, { json: true }),
    giftSave: (gift: GiftSave) => client.call<object>(AdminCalls.giftSave, gift, { json: true }),
    packageSave: (change: { kind: "recharge" | "upgrade"; id: number; amount: number; active: boolean }) =>
      client.call<object>(AdminCalls.packageSave, change, { json: true }),
    tierPriceSave: (tier: number, price: number) =>
      client.call<object>(AdminCalls.tierPriceSave, { tier, price }, { json: true }),
    settingsSave: (settings: {
      free_chats_per_day: number;
      translation_price: number;
      pay_methods: string[];
    }) => client.call<object>(AdminCalls.settingsSave, settings, { json: true }),
    authoritiesSave: (tier: number, flags: string[]) =>
      client.call<object>(AdminCalls.authoritiesSave, { tier, flags }, { json: true }),
    audit: (page: number, q: string) =>
      client.call<AuditPage>(AdminCalls.audit, { page, ...(q ? { q } : {}) }, { json: true }),
  };
}
export type AdminApi = ReturnType<typeof adminCalls>;

export const adminKeys = {
  me: ["admin", "me"] as const,
  review: ["admin", "review"] as const,
  reports: ["admin", "reports"] as const,
  members: (page: number, q: string, filters: MemberFilters = {}) =>
    ["admin", "members", page, q, JSON.stringify(filters)] as const,
  audit: (page: number, q: string) => ["admin", "audit", page, q] as const,
  catalog: ["admin", "catalog"] as const,
  dashboard: ["admin", "dashboard"] as const,
  articles: ["admin", "articles"] as const,
  article: (id: number) => ["admin", "article", id] as const,
  member: (id: number) => ["admin", "member", id] as const,
  orders: (page: number, q: string, state: string) => ["admin", "orders", page, q, state] as const,
  order: (id: number) => ["admin", "order", id] as const,
};

/** The staff member signed in, or the answer that refuses them (status 0: not signed in; 403: not staff). */
export function useStaffMe(api: AdminApi) {
  return useSWR(adminKeys.me, () => api.me(), { revalidateOnFocus: false });
}
export function useReviewQueue(api: AdminApi) {
  return useSWR(adminKeys.review, () => unwrap(api.reviewQueue()));
}
export function useAuditPage(api: AdminApi, page: number, q: string) {
  return useSWR(adminKeys.audit(page, q), () => unwrap(api.audit(page, q)), { keepPreviousData: true });
}
export function useReportQueue(api: AdminApi) {
  return useSWR(adminKeys.reports, () => unwrap(api.reports()));
}
export function useMemberPage(api: AdminApi, page: number, q: string, filters: MemberFilters = {}) {
  return useSWR(adminKeys.members(page, q, filters), () => unwrap(api.members(page, q, filters)), {
    keepPreviousData: true,
  });
}
export function useCatalog(api: AdminApi) {
  return useSWR(adminKeys.catalog, () => unwrap(api.catalog()));
}
export function useOrderPage(api: AdminApi, page: number, q: string, state: string) {
  return useSWR(adminKeys.orders(page, q, state), () => unwrap(api.orders(page, q, state)), {
    keepPreviousData: true,
  });
}
export function useStaffOrder(api: AdminApi, id: number | null) {
  return useSWR(id === null ? null : adminKeys.order(id), () => unwrap(api.order(id as number)));
}
export function useDashboard(api: AdminApi) {
  return useSWR(adminKeys.dashboard, () => unwrap(api.dashboard()), { refreshInterval: 60_000 });
}
/** The content grid, page after page (each older than the last one's end), by kind ("" for all). */
export function useContentPages(api: AdminApi, kind: string) {
  return useSWRInfinite(
    (index: number, previous: ContentPage | null) =>
      index === 0
        ? ["admin", "content", kind, null]
        : previous?.next_before
          ? ["admin", "content", kind, previous.next_before]
          : null,
    ([, , k, before]: readonly [string, string, string, number | null]) => unwrap(api.content(before, k)),
    { revalidateFirstPage: false },
  );
}
export function useStaffMember(api: AdminApi, id: number | null) {
  return useSWR(id === null ? null : adminKeys.member(id), () => unwrap(api.member(id as number)));
}
export function useStaffArticles(api: AdminApi) {
  return useSWR(adminKeys.articles, () => unwrap(api.articles()));
}
export function useStaffArticle(api: AdminApi, id: number | null) {
  return useSWR(id === null ? null : adminKeys.article(id), () => unwrap(api.article(id as number)));
}
