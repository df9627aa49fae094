/**
 * The image uploads of spec §7 (Account table): /member/index/uploadImg (the cropped avatar) and
 * /member/index/uploads (an image), posted as the spec's client posts them: multipart, with the
 * token as one more field. The served bytes are read back: no EXIF or GPS survives, the avatar is
 * 300x300, and nothing that is not an image, too small or too large is stored.
 */
import { AVATAR_MAX_KB, Calls, type ImageUpload, type Profile } from "@site/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp, type UploadFile, upload } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = <T>(url: string, token: string, file?: UploadFile) => upload<T>(t, url, token, file);

/** A JPEG photo that carries a camera's GPS position and a sideways orientation. */
function photoWithGps(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "25/1 2/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "121/1 33/1 0/1",
      },
    })
    .toBuffer();
}

const served = async (path: string) => {
  const res = await t.app.inject({ method: "GET", url: path });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe("/member/index/uploads (an image)", () => {
  it("stores a re-encoded copy without EXIF or GPS, upright, and answers data.url", async () => {
    const m = await signUp(t);
    const photo = await photoWithGps(2400, 1200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await post<ImageUpload>(Calls.uploadImage, m.token, {
      field: "file",
      name: "beach.jpg",
      type: "image/jpeg",
      data: photo,
    });
    expect(answer.status).toBe(200);
    // Orientation 6 turns the 2400x1200 landscape upright into a portrait, then 1600 on its long side.
    expect(answer.data).toMatchObject({ width: 800, height: 1600 });
    const bytes = await served(answer.data?.url ?? "");
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneCam"))).toBe(false);
  });

  it("refuses what is not an image whatever its name, a decompression bomb, and a missing file", async () => {
    const m = await signUp(t);
    const script = await post(Calls.uploadImage, m.token, {
      field: "file",
      name: "cat.png",
      type: "image/png",
      data: Buffer.from("<svg onload=alert(1)>not a png</svg>"),
    });
    expect(script).toMatchObject({ status: 415, key: "upload.notImage" });
    // 8000 x 8000 pixels of one colour compress to a few kilobytes, over the 40-megapixel cap.
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: "#fff" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await post(Calls.uploadImage, m.token, {
      field: "file",
      name: "big.png",
      type: "image/png",
      data: bomb,
    });
    expect(refused).toMatchObject({ status: 415, key: "upload.notImage" });
    expect((await post(Calls.uploadImage, m.token)).status).toBe(400);
  });

  it("asks for a session, from the token field as from the header", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const answer = await post(Calls.uploadImage, "not-a-token", {
      field: "file",
      name: "a.png",
      type: "image/png",
      data: png,
    });
    expect(answer.status).toBe(0);
  });
});

describe("/member/index/uploadImg (the avatar)", () => {
  it("makes a 300x300 PNG of the crop, answers its path without the leading slash, and shows it as the avatar", async () => {
    const m = await signUp(t);
    const crop = await photoWithGps(640, 640);
    const answer = await post<string>(Calls.uploadAvatar, m.token, {
      field: "img",
      name: "blob",
      type: "image/jpeg",
      data: crop,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatch(/^uploads\/avatars\/\d+\/[0-9a-f]+\.png$/);
    const bytes = await served(`/${answer.data}`);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "png", width: 300, height: 300 });
    expect(meta.exif).toBeUndefined();
    const me = await t.call<Profile>(Calls.userinfo, {}, { token: m.token });
    expect(me.data?.avatar).toBe(`/${answer.data}`);
  });

  it("refuses a picture under 300x300 and one over 10240 KB, and keeps the avatar", async () => {
    const m = await signUp(t);
    const before = (await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.avatar;
    const small = await sharp({ create: { width: 299, height: 400, channels: 3, background: "#a33" } })
      .png()
      .toBuffer();
    const tooSmall = await post(Calls.uploadAvatar, m.token, {
      field: "img",
      name: "s.png",
      type: "image/png",
      data: small,
    });
    expect(tooSmall).toMatchObject({ status: 422, key: "upload.tooSmall" });
    // Random pixels do not compress: just over the limit in bytes.
    const side = Math.ceil(Math.sqrt((AVATAR_MAX_KB * 1024) / 3)) + 8;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const huge = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(huge.length).toBeGreaterThan(AVATAR_MAX_KB * 1024);
    const tooLarge = await post(Calls.uploadAvatar, m.token, {
      field: "img",
      name: "h.png",
      type: "image/png",
      data: huge,
    });
    expect(tooLarge.status).toBe(413);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.avatar).toBe(before);
  });
});
