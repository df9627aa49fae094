/**
 * The console's catalogs (issue 14): what the administrator sets without a restart. Gifts (price,
 * titles in three languages, on sale or not), recharge and upgrade packages, the tiers' base
 * monthly prices, the permissions of each tier (spec §6), the free chat allowance, the price of a
 * translation and which configured payment methods are offered. Amounts travel as credits (USD
 * with at most two decimals), as every answer of the spec does.
 */
import * as yup from "yup";
import { PERMISSION_FLAGS, type PermissionFlag } from "./authority.ts";
import type { PayFlag } from "./payments.ts";
import { PAY_FLAG_ORDER } from "./payments.ts";
import { blankToUndefined, format, optionalRecordId, recordId, required, trimText } from "./schema-parts.ts";

export const CATALOG_TITLE_MAX = 40;
/** A price or package amount, in credits. */
export const CATALOG_AMOUNT_MAX = 100_000;
export const FREE_CHATS_MAX = 1_000;

export interface CatalogGift {
  id: number;
  category_id: number;
  path: string;
  /** Credits. */
  money: number;
  titlee: string;
  titlec: string;
  titlef: string;
  active: boolean;
}
export interface CatalogCategory {
  id: number;
  classifye: string;
  classifyc: string;
  classifyf: string;
}
export interface CatalogPackage {
  id: number;
  /** Credits (recharge) or USD (upgrade). */
  amount: number;
  active: boolean;
  /** An upgrade's tier and months. */
  tier?: number;
  months?: number;
}
export interface CatalogTier {
  tier: number;
  name: string;
  /** The base monthly price (spec §9 discount arithmetic). */
  base_price: number;
}
export interface CatalogSettings {
  free_chats_per_day: number;
  /** Credits per translation. */
  translation_price: number;
  /** The offered methods (pay list flags). */
  pay_methods: PayFlag[];
  /** The methods the environment configured; only these can be offered. */
  pay_methods_configured: PayFlag[];
}
export interface CatalogView {
  categories: CatalogCategory[];
  gifts: CatalogGift[];
  recharge: CatalogPackage[];
  upgrades: CatalogPackage[];
  tiers: CatalogTier[];
  /** Each tier's permission flags. */
  authorities: Record<"0" | "1" | "2", PermissionFlag[]>;
  settings: CatalogSettings;
}

const amount = (field: "price" | "amount", min: number) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(format(field))
    .min(min, format(field))
    .max(CATALOG_AMOUNT_MAX, format(field))
    .test("cents", format(field), (v) => v === undefined || Math.abs(Math.round(v * 100) - v * 100) < 1e-6)
    .required(required(field));
const title = () =>
  yup
    .string()
    .typeError(format("title"))
    .transform(trimText)
    .min(1, required("title"))
    .max(CATALOG_TITLE_MAX, format("title"))
    .required(required("title"));
const flag = () =>
  yup
    .boolean()
    .transform((value, original) =>
      original === 1 || original === "1" ? true : original === 0 || original === "0" ? false : value,
    )
    .typeError(format("active"))
    .required(required("active"));

/** A gift's picture: this site's static files or an upload (the console uploads it first). */
const giftPicture = () =>
  yup
    .string()
    .typeError(format("img"))
    .transform(trimText)
    .matches(/^\/(static|uploads)\/[\w./-]+$/, format("img"));

export const giftSavePayloadSchema = yup.object({
  id: recordId("giftid"),
  /** A new picture (optional: the gift keeps its own). */
  path: giftPicture().optional(),
  category_id: optionalRecordId("id"),
  price: amount("price", 0.01),
  titlee: title(),
  titlec: title(),
  titlef: title(),
  active: flag(),
});
export const PACKAGE_KINDS = ["recharge", "upgrade"] as const;
export const packageSavePayloadSchema = yup.object({
  kind: yup
    .string()
    .typeError(format("kind"))
    .oneOf([...PACKAGE_KINDS], format("kind"))
    .required(required("kind")),
  id: recordId("packege_id"),
  amount: amount("amount", 0.01),
  active: flag(),
});
export const tierPriceSavePayloadSchema = yup.object({
  tier: yup.number().typeError(format("vip")).oneOf([1, 2], format("vip")).required(required("vip")),
  price: amount("price", 0.01),
});
export const settingsSavePayloadSchema = yup.object({
  free_chats_per_day: yup
    .number()
    .typeError(format("value"))
    .integer(format("value"))
    .min(0, format("value"))
    .max(FREE_CHATS_MAX, format("value"))
    .required(required("value")),
  translation_price: amount("price", 0),
  pay_methods: yup
    .array(
      yup
        .string()
        .oneOf(
          PAY_FLAG_ORDER.map(([f]) => f),
          format("pay_type"),
        )
        .required(),
    )
    .typeError(format("pay_type"))
    .required(required("pay_type")),
});
export const authoritiesSavePayloadSchema = yup.object({
  tier: yup.number().typeError(format("vip")).oneOf([0, 1, 2], format("vip")).required(required("vip")),
  flags: yup
    .array(
      yup
        .string()
        .oneOf([...PERMISSION_FLAGS], format("flags"))
        .required(),
    )
    .typeError(format("flags"))
    .required(required("flags")),
});

export const giftCreatePayloadSchema = yup.object({
  category_id: recordId("id"),
  path: giftPicture().required(required("img")),
  price: amount("price", 0.01),
  titlee: title(),
  titlec: title(),
  titlef: title(),
  active: flag(),
});
/** A category created (no id) or renamed, in the three languages. */
export const giftCategorySavePayloadSchema = yup.object({
  id: optionalRecordId("id"),
  classifye: title(),
  classifyc: title(),
  classifyf: title(),
});

/** What the console sends to change or create a gift, and to name a category (from the schemas). */
export type GiftSaveFields = yup.InferType<typeof giftSavePayloadSchema>;
export type GiftCreateFields = yup.InferType<typeof giftCreatePayloadSchema>;
export type GiftCategoryFields = yup.InferType<typeof giftCategorySavePayloadSchema>;
