/**
 * Privacy settings (issue 15), as a member walks them on the desktop and on a phone: the devices
 * signed in with sign-out, an archive of their data prepared and downloaded, and deleting the
 * account, refused with a wrong password, scheduled with the right one, then cancelled.
 */
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { newMember, signIn } from "./support/site.ts";

const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const privacyPath = (project: string) =>
  project === "phone" ? "/m/home/my/Setup/privacy" : "/w/home/user/privacy";

test("a member signs out another device, downloads their data, and schedules then cancels the deletion", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const username = await newMember(page, info.project.name === "phone" ? "pm" : "pw");
  await signIn(page, username, "secret-tulip-42");
  // A second device: a computer, signed in elsewhere.
  const laptop = await page.request.post("/member/index/login", {
    form: { account: username, password: "secret-tulip-42" },
    headers: { "user-agent": WINDOWS_CHROME, "x-forwarded-for": "10.9.8.7" },
  });
  const laptopToken = (await laptop.json()).data.token as string;

  await page.goto(privacyPath(info.project.name));
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  const devices = page.getByRole("region", { name: "Where you're signed in" });
  await expect(devices.getByRole("listitem").first()).toContainText("This device");
  await devices.getByRole("button", { name: "Sign out Chrome 131 on Windows" }).click();
  await expect(page.getByText("Signed out on that device")).toBeVisible();
  await expect(devices).not.toContainText("Chrome 131");
  // The registration's own session is still there: everywhere else goes at once.
  await expect(devices).toContainText("1 other device is signed in.");
  await devices.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByText("Signed out on every other device")).toBeVisible();
  await expect(devices).toContainText("You are signed in on this device only.");
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  const refused = await page.request.post("/member/index/userinfo", { form: { token: laptopToken } });
  expect((await refused.json()).status).toBe(0);

  // The archive: prepared by the server's job, then downloaded by the browser.
  const archive = page.getByRole("region", { name: "Download my data" });
  await archive.getByRole("button", { name: "Prepare my archive" }).click();
  await expect(archive.getByRole("status")).toContainText("Preparing your archive");
  await expect(archive.getByRole("status")).toContainText("Your archive is ready", { timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    archive.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  const data = JSON.parse(new TextDecoder().decode(files["data.json"]));
  expect(data.profile).toMatchObject({ username, email: `${username}@example.com` });

  // Deleting the account: the password first.
  const deletion = page.getByRole("region", { name: "Delete my account" });
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("What you wrote in mail and chat");
  await dialog.getByLabel(/Your password/).fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("The password is not right; please try again")).toBeVisible();
  await dialog.getByLabel(/Your password/).fill("secret-tulip-42");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole("region", { name: /^Your account will be deleted on / });
  await expect(pending).toBeVisible();
  // It stays scheduled across a reload.
  await page.reload();
  await pending.getByRole("button", { name: "Cancel the deletion" }).click();
  await expect(page.getByText("Your account will not be deleted")).toBeVisible();
  await expect(page.getByRole("region", { name: "Delete my account" })).toBeVisible();
});

test("the settings lead to the privacy page", async ({ page }, info) => {
  const username = await newMember(page, info.project.name === "phone" ? "qm" : "qw");
  await signIn(page, username, "secret-tulip-42");
  if (info.project.name === "phone") {
    await page.goto("/m/home/my/Setup/index");
    await page.getByRole("link", { name: "Privacy", exact: true }).click();
  } else {
    await page.goto("/w/home/index");
    await page.getByRole("button", { name: `Account menu for ${username}` }).click();
    await page.getByRole("menuitem", { name: "Privacy" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${privacyPath(info.project.name)}$`));
  await expect(page.getByRole("region", { name: "Where you're signed in" })).toBeVisible();
});

test("signing in during the grace period keeps the account, and the member is told", async ({
  page,
}, info) => {
  const username = await newMember(page, info.project.name === "phone" ? "rm" : "rw");
  const login = await page.request.post("/member/index/login", {
    form: { account: username, password: "secret-tulip-42" },
  });
  const token = (await login.json()).data.token as string;
  const asked = await page.request.post("/member/privacy/deleteaccount", {
    form: { token, password: "secret-tulip-42" },
  });
  expect((await asked.json()).data.deletion_at).toBeGreaterThan(Date.now());

  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.goto(info.project.name === "phone" ? "/m/login" : "/w/login");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("secret-tulip-42");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByText("Welcome back. Signing in cancelled the deletion of your account"),
  ).toBeVisible();
  await page.goto(privacyPath(info.project.name));
  await expect(page.getByRole("region", { name: "Delete my account" })).toBeVisible();
});
