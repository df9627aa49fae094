/**
 * Validation schemas of the newsfeed and media calls (kept apart from feed.ts so that the shapes
 * reach screens without yup).
 */
import * as yup from "yup";
import { absentToEmpty, COMMENT_MAX, MEDIA_PATH_PATTERN, PhotoKind, TREND_TEXT_MAX } from "./feed.ts";
import type { FieldName, MessageRef } from "./messages.ts";
import { recordId, trimText } from "./schema-parts.ts";

const required = (field: FieldName): MessageRef => ({ key: "errors.required", values: { field } });
const format = (field: FieldName): MessageRef => ({ key: "errors.format", values: { field } });
const tooLong = (field: FieldName, max: number): MessageRef => ({
  key: "errors.tooLong",
  values: { field, max },
});

/** An id named by its label (`post`, `photo`...), whatever the payload key is. */
const idOf = (field: FieldName) => recordId(field);

/** An optional media path: absent, empty, 'null' or 'undefined' all mean none. */
const mediaPath = (label: FieldName) =>
  yup
    .string()
    .transform((_value, original: unknown) => absentToEmpty(original))
    .typeError(format(label))
    .transform(trimText)
    .matches(MEDIA_PATH_PATTERN, { message: format(label), excludeEmptyString: true })
    .default("");

/** /member/trend/released: text, an image or a video (at least one; spec §5 'new trend'). */
export const trendPayloadSchema = yup.object({
  content: yup
    .string()
    .transform((_value, original: unknown) => absentToEmpty(original))
    .typeError(format("content"))
    .transform(trimText)
    .max(TREND_TEXT_MAX, tooLong("content", TREND_TEXT_MAX))
    .default(""),
  img: mediaPath("img"),
  video: mediaPath("video"),
});
export type TrendPayload = yup.InferType<typeof trendPayloadSchema>;

export const trendIdPayloadSchema = yup.object({ id: idOf("post") });
export const photoIdPayloadSchema = yup.object({ id: idOf("photo") });
export const backPhotoIdPayloadSchema = yup.object({ id: idOf("background") });

export const hisTrendsPayloadSchema = yup.object({ userid: idOf("userid") });

/** 1 photos, 2 videos. */
const photoKind = () =>
  yup
    .number()
    .transform((value, original) =>
      typeof original === "string" && original.trim() === "" ? undefined : value,
    )
    .typeError(format("kind"))
    .oneOf([PhotoKind.photo, PhotoKind.video], { key: "errors.oneOf", values: { field: "kind" } });

export const hisPhotosPayloadSchema = yup.object({
  userid: idOf("userid"),
  type: photoKind().default(PhotoKind.photo),
});

/** my_photo takes no payload in the spec; ours may name the kind (both when absent). */
export const myPhotosPayloadSchema = yup.object({
  type: photoKind().optional(),
});

/** /member/photo/released: an image or a video. */
export const photoPayloadSchema = yup.object({
  img: mediaPath("img"),
  video: mediaPath("video"),
});

/** A comment's words: trimmed, not blank, at most COMMENT_MAX (photos and trends alike). */
const commentText = () =>
  yup
    .string()
    .typeError(format("content"))
    .transform(trimText)
    .test("not-blank", { key: "chat.contentEmpty" } satisfies MessageRef, (v) => !!v && v !== "")
    .max(COMMENT_MAX, tooLong("content", COMMENT_MAX))
    .required({ key: "chat.contentEmpty" } satisfies MessageRef);

export const photoCommentPayloadSchema = yup.object({
  id: idOf("photo"),
  content: commentText(),
});

/** /member/trend/like (ours): `like` 1 likes, 0 takes the like back; absent means 1. */
export const trendLikePayloadSchema = yup.object({
  id: idOf("post"),
  like: yup
    .number()
    .transform((value, original) =>
      typeof original === "string" && original.trim() === "" ? undefined : value,
    )
    .typeError(format("like"))
    .oneOf([0, 1], format("like"))
    .default(1),
});

/** /member/trend/comments (ours): a trend's comments, a page at a time. */
export const trendCommentsPayloadSchema = yup.object({
  id: idOf("post"),
  page: yup
    .number()
    .transform((value, original) =>
      typeof original === "string" && original.trim() === "" ? undefined : value,
    )
    .typeError(format("page"))
    .integer(format("page"))
    .min(1, format("page"))
    .max(100_000, format("page"))
    .default(1),
});

/** /member/trend/comment (ours). */
export const trendCommentPayloadSchema = yup.object({
  id: idOf("post"),
  content: commentText(),
});

/** /member/trend/del_comment (ours). */
export const trendCommentIdPayloadSchema = yup.object({ id: idOf("comment") });

export const backPhotoPayloadSchema = yup.object({
  img: mediaPath("img").test("present", required("img"), (v) => !!v),
});
