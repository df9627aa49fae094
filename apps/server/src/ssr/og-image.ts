/**
 * An article's social card picture (Open Graph, Twitter): 1200x630, the shape the networks show
 * large. Made with sharp from the article's own picture the first time it is asked for, and kept
 * in the data folder; its address carries a hash of the picture's address, so a new picture gets
 * a new address and every copy may be kept for good. The seeded pictures are SVGs, which no
 * network shows: they are drawn here as raster images.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ArticleSummary } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { IMMUTABLE, isStoredPath, mediaStorage } from "../media/storage.ts";
import { peekArticle } from "../services/articles.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The largest source picture read (the site's own uploads are far smaller). */
const MAX_INPUT_PIXELS = 40_000_000;

const versionOf = (image: string) => createHash("sha256").update(image).digest("hex").slice(0, 12);

/** The card's address of an article with a picture of this site; a picture elsewhere is its own. */
export function ogImagePath(article: Pick<ArticleSummary, "id" | "image">): string {
  if (/^https:\/\//.test(article.image)) return article.image;
  return `/og/article/${article.id}-${versionOf(article.image)}.jpg`;
}

export async function ogImageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const folder = path.join(ctx.config.dataDir, "og");
  const staticRoot = path.join(import.meta.dirname, "..", "..", "public");
  const storage = mediaStorage(ctx.config);

  /** The article's picture as stored: one of /static/ or /uploads/ (articles.ts allows no other here). */
  async function source(image: string): Promise<Buffer | undefined> {
    if (image.startsWith("/static/")) {
      const file = path.resolve(staticRoot, image.slice("/static/".length));
      if (!file.startsWith(staticRoot + path.sep)) return undefined;
      return readFile(file).catch(() => undefined);
    }
    const relative = image.replace(/^\/+/, "");
    if (!image.startsWith("/uploads/") || !isStoredPath(relative)) return undefined;
    const stored = await storage.get(relative);
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function card(input: Buffer): Promise<Buffer> {
    const picture = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const { width, height, format } = await picture.metadata();
    // Already the card's shape: kept as it is.
    if (width === OG_WIDTH && height === OG_HEIGHT && format === "jpeg") return input;
    return picture
      .resize(OG_WIDTH, OG_HEIGHT, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  }

  app.get<{ Params: { name: string } }>("/og/article/:name", async (req, reply) => {
    const match = /^(\d{1,12})-([0-9a-f]{12})\.jpg$/.exec(req.params.name);
    const notFound = () => reply.code(404).type("text/plain").send("not found");
    if (!match) return notFound();
    const [, id = "", version = ""] = match;
    const file = path.join(folder, `${id}-${version}.jpg`);
    const kept = await readFile(file).catch(() => undefined);
    const send = (bytes: Buffer) => reply.type("image/jpeg").header("cache-control", IMMUTABLE).send(bytes);
    if (kept) return send(kept);
    const article = await peekArticle(ctx.db, Number(id));
    if (!article?.image || versionOf(article.image) !== version) return notFound();
    const input = await source(article.image);
    if (!input) return notFound();
    let bytes: Buffer;
    try {
      bytes = await card(input);
    } catch (error) {
      req.log.warn({ err: error, image: article.image }, "article picture not readable for its card");
      return notFound();
    }
    // Written whole, then renamed: a concurrent reader never sees half a file.
    await mkdir(folder, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return send(bytes);
  });
}
