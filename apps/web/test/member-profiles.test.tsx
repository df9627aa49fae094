/**
 * What a member sees of another member and of themselves (issue 18): the country by name in the
 * reader's language, what the member is looking for, the whole signature (once), when they were
 * last here, and each settings heading once. Rendered in real Chromium with a given session and
 * a transport that answers from fixtures.
 */
import type { Language, MemberDetail, MemberSettings, Profile } from "@site/contracts";
import { DEFAULT_SETTINGS } from "@site/contracts";
import { createI18n } from "@site/i18n";
import { ToastProvider } from "@site/ui/toast";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it } from "vitest";
import DetailPage from "../src/features/members/detail-page.tsx";
import { interestCodes } from "../src/features/members/interests.ts";
import MobileProfilePage from "../src/features/members/mobile-profile-page.tsx";
import MobileSetupPage from "../src/features/members/mobile-setup-pages.tsx";
import OwnProfilePage from "../src/features/members/own-profile-page.tsx";
import { GeneralSettingsPage } from "../src/features/members/settings-pages.tsx";
import { countryName, countryOptions } from "../src/lib/countries.ts";
import type { Session } from "../src/session/session.tsx";
import { SessionContext } from "../src/session/session.tsx";
import { fakeSession } from "./support/session.ts";

const SIGNATURE = "Coffee in the morning, long walks by the river in the evening, and old films on Sundays.";

const me = {
  id: 1,
  username: "demo",
  email: "demo@example.com",
  avatar: "",
  gender: 1,
  birthday: Date.UTC(1990, 4, 3),
  country: "JP",
  signature: "Here for good conversations",
  interest: "b,d",
  vip: 2,
  onlinestatus: 0,
  status: 1,
  authority: [],
} as unknown as Profile;

/** Signed in an hour before now (or at the start of today, when it is not yet an hour old). */
function earlierToday(): number {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return Math.floor(Math.max(Date.now() - 3_600_000, midnight.getTime()) / 1000);
}

const her: MemberDetail = {
  id: 7,
  username: "LinMei",
  avatar: "",
  vip: 1,
  sex: 0,
  is_online: 0,
  is_like: 0,
  last_login_time: earlierToday(),
  onlinestatus: 0,
  age: 28,
  country: "JP",
  signature: SIGNATURE,
  birthday: Date.UTC(1998, 0, 1),
  likecount: 3,
  backphotos: [],
  interest: "c,a",
  is_block: 0,
};

function session(detail: MemberDetail): Session {
  const settings: MemberSettings = { ...DEFAULT_SETTINGS, lang: "en" };
  const call = async (path: string) => ({
    status: 200,
    msg: "",
    data: path.endsWith("userdetail") ? detail : path.endsWith("settings") ? settings : undefined,
  });
  return fakeSession({
    token: "t",
    client: { call } as unknown as Session["client"],
    profile: me,
    can: () => true,
  });
}

async function renderAt(path: string, pattern: string, element: ReactNode, lang: Language, detail = her) {
  const i18n = createI18n(lang);
  await i18n.loadNamespaces(["members", "profile"]);
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          <SessionContext.Provider value={session(detail)}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </ToastProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

const chips = (name: string) =>
  within(screen.getByRole("list", { name }))
    .getAllByRole("listitem")
    .map((chip) => chip.textContent);

afterEach(cleanup);

describe("another member's detail", () => {
  it.each([
    ["w", "/w/home/user/detail/7", "/w/home/user/detail/:id", <DetailPage key="w" />],
    ["m", "/m/home/my/newsfeed/7", "/m/home/my/newsfeed/:userId", <MobileProfilePage key="m" />],
  ] as const)(
    "%s: the country by name, what she looks for, all of her signature, active today",
    async (_, path, pattern, page) => {
      await renderAt(path, pattern, page, "en");
      expect(await screen.findByRole("heading", { level: 1, name: "LinMei" })).toBeVisible();
      expect(screen.getByText("Japan")).toBeVisible();
      expect(screen.queryByText("JP")).toBeNull();
      expect(chips("Looking for")).toEqual(["Friendship", "Long-term relationship"]);
      expect(screen.getAllByText(SIGNATURE)).toHaveLength(1);
      expect(screen.getByText("Active today")).toBeVisible();
    },
  );

  it.each([
    ["zhtw", "日本", "想找", ["朋友", "長期穩定的關係"], "今天上線過"],
    ["zhcn", "日本", "想找", ["朋友", "长期稳定的感情"], "今天上线过"],
  ] as const)("in %s, in the reader's words", async (lang, country, label, names, active) => {
    await renderAt("/w/home/user/detail/7", "/w/home/user/detail/:id", <DetailPage />, lang);
    expect(await screen.findByRole("heading", { level: 1, name: "LinMei" })).toBeVisible();
    expect(screen.getByText(country)).toBeVisible();
    expect(chips(label)).toEqual(names);
    expect(screen.getByText(active)).toBeVisible();
  });

  it("says nothing of when a member who hides their state was here, and no chips without interests", async () => {
    await renderAt("/w/home/user/detail/7", "/w/home/user/detail/:id", <DetailPage />, "en", {
      ...her,
      last_login_time: null,
      interest: "",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "LinMei" })).toBeVisible();
    expect(screen.queryByText(/^Active/)).toBeNull();
    expect(screen.queryByRole("list", { name: "Looking for" })).toBeNull();
  });
});

describe("one's own profile", () => {
  it("web: the signature once, in its field; the country by name; one's interests", async () => {
    await renderAt("/w/home/user/index", "/w/home/user/index", <OwnProfilePage />, "en");
    expect(await screen.findByRole("heading", { level: 1, name: "demo" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Signature" })).toHaveValue(me.signature);
    expect(screen.queryByText(me.signature)).toBeNull();
    expect(screen.getByText("Japan")).toBeVisible();
    expect(chips("Looking for")).toEqual(["Dating", "Marriage"]);
    expect(screen.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/w/home/user/edit");
  });

  it("phone, in traditional Chinese: the country by name in the header; the personal data says what the header does not", async () => {
    await renderAt(
      "/m/home/my/newsfeed/1?type=3",
      "/m/home/my/newsfeed/:userId",
      <MobileProfilePage />,
      "zhtw",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "demo" })).toBeVisible();
    // Issue 50: the age and the country are the header's; the tab has the about me, the prompts
    // and what one looks for (here only that is filled in), and a way to write the rest.
    expect(screen.getAllByText("日本")).toHaveLength(1);
    expect(await screen.findByRole("button", { name: "編輯關於我" })).toBeVisible();
    const lists = screen.getAllByRole("list", { name: "想找" });
    expect(
      lists.map((l) =>
        within(l)
          .getAllByRole("listitem")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["約會對象", "結婚對象"],
      ["約會對象", "結婚對象"],
    ]);
    expect(screen.getAllByText(me.signature)).toHaveLength(1);
  });

  it("phone: my details name the country", async () => {
    await renderAt("/m/home/my/Setup/data", "/m/home/my/Setup/:section", <MobileSetupPage />, "zhcn");
    // A fact to read, not a box: the term, then its value.
    const country = await screen.findByText("国家/地区");
    expect(country.tagName).toBe("DT");
    expect(country.nextElementSibling?.tagName).toBe("DD");
    expect(country.nextElementSibling).toHaveTextContent("日本");
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("general settings", () => {
  it.each(["en", "zhtw"] as const)("%s: the heading once", async (lang) => {
    await renderAt("/w/home/user/general", "/w/home/user/general", <GeneralSettingsPage />, lang);
    const title = lang === "en" ? "General settings" : "一般設定";
    expect(await screen.findByRole("heading", { name: title })).toBeVisible();
    expect(screen.getAllByText(title)).toHaveLength(1);
  });
});

describe("names and codes", () => {
  it("names a country in each language, short where the short name is a name", () => {
    expect(countryName("JP", "en")).toBe("Japan");
    expect(countryName("JP", "zhtw")).toBe("日本");
    expect(countryName("TW", "zhcn")).toBe("台湾");
    expect(countryName("HK", "en")).toBe("Hong Kong");
    expect(countryName("HK", "zhtw")).toBe("香港");
    expect(countryName("US", "en")).toBe("United States");
    expect(countryName("Taiwan", "en")).toBe("Taiwan");
    expect(countryOptions("en").find((o) => o.value === "GB")?.label).toBe("United Kingdom");
  });

  it("reads the interest codes of a comma list, once each, in the form's order", () => {
    expect(interestCodes("c,a")).toEqual(["a", "c"]);
    expect(interestCodes(" b , b,x,")).toEqual(["b"]);
    expect(interestCodes("")).toEqual([]);
    expect(interestCodes(undefined)).toEqual([]);
  });
});
