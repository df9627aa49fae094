/**
 * The phone site as an installed app (issue 15): Chromium accepts its manifest and worker as
 * installable, and once the worker is active the app opens without network, saying so.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, devices, expect, type Page, test } from "@playwright/test";
import { chromiumLaunch } from "../scripts/chromium.ts";
import { signIn } from "./support/site.ts";

/** The worker registers a few seconds after the first screen; this waits until it is in charge. */
async function workerInCharge(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration("/m/");
          return `${registration?.active?.state} ${navigator.serviceWorker.controller !== null}`;
        }),
      { timeout: 20_000 },
    )
    .toBe("activated true");
}

test("the phone site is an installable app with its own icons", async ({ baseURL }) => {
  test.setTimeout(45_000);
  // Chromium never offers to install from an incognito profile, which every test context is:
  // this test runs in a browser profile on disk, as a member's phone would.
  const profile = await mkdtemp(path.join(os.tmpdir(), "pwa-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...devices["Pixel 7"],
    ...chromiumLaunch,
    baseURL,
  });
  try {
    await installable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page) {
  await signIn(page, "demo");
  await page.goto("/m/home/index");
  await workerInCharge(page);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  const { url } = await cdp.send("Page.getAppManifest");
  expect(new URL(url).pathname).toBe("/manifest.webmanifest");

  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({
    name: "Amora",
    short_name: "Amora",
    start_url: "/m/home",
    scope: "/m/",
    display: "standalone",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    // A PNG's width and height sit in its IHDR chunk, bytes 16 to 24.
    const png = await response.body();
    const [w, h] = icon.sizes.split("x").map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([w, h]);
  }
}

test("once installed, the app opens offline, says so, and stops saying so when the network is back", async ({
  page,
  context,
}) => {
  test.setTimeout(45_000);
  await signIn(page, "demo");
  await page.goto("/m/home/index");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Home" })).toBeVisible();
  await workerInCharge(page);
  const offline = page.getByText("You are offline; what you see may be out of date");
  await expect(offline).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(offline).toBeVisible();
  // The app's own frame, from the worker's cache, with the member still signed in.
  await expect(page.getByRole("navigation").getByRole("link", { name: "Chat" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Recommend" })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home\/index$/);

  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(page).toHaveURL(/\/m\/home\/index$/);
});

test("a member turns this device's notifications on and off in the notification settings", async ({
  page,
  context,
}) => {
  await signIn(page, "demo");
  await context.grantPermissions(["notifications"]);
  // This Chromium reaches no real push service (FCM): the browser's PushManager hands out a
  // subscription of its own instead, with a real P-256 key; everything of ours runs as it is.
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const toB64 = (b: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(b)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      if (!options?.applicationServerKey) throw new Error("no applicationServerKey");
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
        "deriveBits",
      ]);
      const p256dh = toB64(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = toB64(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const endpoint = `https://fcm.googleapis.com/fcm/send/${auth}`;
      current = {
        endpoint,
        toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
  await page.goto("/m/home/my/Setup/index");
  await page.getByRole("link", { name: "Notifications" }).click();
  const device = page.getByRole("switch", { name: "Notifications on this device" });
  await expect(device).not.toBeChecked();
  await expect(page.getByText("New chat messages, mail and gifts, while Amora is closed")).toBeVisible();

  const subscribed = page.waitForResponse((r) => r.url().endsWith("/member/push/subscribe"));
  await device.click();
  expect(await (await subscribed).json()).toMatchObject({ status: 200 });
  await expect(device).toBeChecked();

  const unsubscribed = page.waitForResponse((r) => r.url().endsWith("/member/push/unsubscribe"));
  await device.click();
  expect(await (await unsubscribed).json()).toMatchObject({ status: 200 });
  await expect(device).not.toBeChecked();
});

test("a member who blocked notifications is told how to allow them", async ({ page, context }) => {
  await signIn(page, "demo");
  await context.grantPermissions([]);
  await page.addInitScript(() => {
    Notification.requestPermission = async () => "denied";
  });
  await page.goto("/m/home/my/Setup/notification");
  const device = page.getByRole("switch", { name: "Notifications on this device" });
  await device.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Notifications are blocked for this site" }),
  ).toBeVisible();
  await expect(device).not.toBeChecked();
});

test("a release deployed while the app is open waits until the member chooses to reload into it", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await signIn(page, "demo");
  await page.goto("/m/home/index");
  await workerInCharge(page);
  // A new release: the served worker changes (its compressed copies go, so the new text is served).
  const dist = fileURLToPath(new URL("../apps/web/dist/", import.meta.url));
  const kept = new Map<string, Buffer>();
  for (const name of ["sw.js", "sw.js.br", "sw.js.gz"]) kept.set(name, await readFile(path.join(dist, name)));
  try {
    await writeFile(path.join(dist, "sw.js"), `${kept.get("sw.js")}\n// the next release\n`);
    await rm(path.join(dist, "sw.js.br"));
    await rm(path.join(dist, "sw.js.gz"));
    // What the browser does on its own at the next navigation or visit.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/m/"))?.update());
    const prompt = page.getByRole("alertdialog", { name: "A new version is ready" });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    // Nothing changes until the member says so: the old worker stays in charge.
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration("/m/"))?.waiting),
      ),
    ).toBe(true);
    await page.evaluate(() => {
      (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await prompt.getByRole("button", { name: "Reload to update" }).click();
    // The worker takes over and the page reloads itself: an evaluate that meets the reload in
    // flight sees a destroyed context, which only means "not yet".
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate ?? "reloaded")
          .catch(() => "navigating"),
      )
      .toBe("reloaded");
    await page.waitForLoadState("load");
    await expect(page.getByRole("navigation").getByRole("link", { name: "Home" })).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration("/m/"))?.waiting ?? null,
      ),
    ).toBe(null);
  } finally {
    for (const [name, bytes] of kept) await writeFile(path.join(dist, name), bytes);
  }
});
