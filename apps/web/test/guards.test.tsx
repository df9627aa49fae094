/**
 * The guard rules of spec §2, each rendered in real Chromium with a memory router and a given
 * session: what path the visitor or member ends up on, and what they see.
 */
import type { InitData, Profile } from "@site/contracts";
import { createI18n } from "@site/i18n";
import { ToastProvider } from "@site/ui/toast";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { RequireAuth, ReviewGate, TerminalGuard, VisitorOnly } from "../src/router/guards.tsx";
import { InvitationRedirect, MailLinkRedirect, RootRedirect } from "../src/router/redirects.tsx";
import { RequirePermission } from "../src/router/require-permission.tsx";
import { type Session, SessionContext } from "../src/session/session.tsx";
import { fakeSession } from "./support/session.ts";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36";

const profile = (over: Partial<Profile> = {}): Profile =>
  ({ id: 1, username: "demo", vip: 0, status: 1, ...over }) as Profile;
const initdata: InitData = {
  authority: { vip0: { View_photo: 1 }, vip1: { Search_users: 1 }, vip2: { Search_users: 1 } },
  service: { id: 9, username: "CustomerService", avatar: "" },
  serviceavatar: "",
  like_ids: [],
};

function session(over: Partial<Session> = {}): Session {
  const merged = fakeSession(over);
  merged.can = (flag) =>
    Boolean(merged.profile && merged.initdata?.authority[`vip${merged.profile.vip}`][flag] === 1);
  return merged;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderAt(
  path: string,
  routes: Parameters<typeof createMemoryRouter>[0],
  value: Session = session(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <ToastProvider>
        <SessionContext.Provider value={value}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ToastProvider>
    </I18nextProvider>,
  );
  return router;
}

const where = async () => (await screen.findByTestId("where")).textContent;
afterEach(cleanup);

describe("root and link redirects", () => {
  const routes = (ua: string) => [
    { path: "/", element: <RootRedirect userAgent={ua} /> },
    { path: "/regist/:code", element: <InvitationRedirect userAgent={ua} /> },
    { path: "/invitation/:code", element: <InvitationRedirect userAgent={ua} /> },
    { path: "/reset-password", element: <MailLinkRedirect page="reset-password" userAgent={ua} /> },
    { path: "/confirm-email", element: <MailLinkRedirect page="confirm-email" userAgent={ua} /> },
    { path: "*", element: <Where /> },
  ];

  it("sends phones to /m and everything else to /w", async () => {
    renderAt("/", routes(PHONE));
    expect(await where()).toBe("/m");
    cleanup();
    renderAt("/", routes(DESKTOP));
    expect(await where()).toBe("/w");
  });

  it("sends /regist/{code} and /invitation/{code} to the terminal's register page with the code", async () => {
    renderAt("/regist/ABC123", routes(PHONE));
    expect(await where()).toBe("/m/regist/ABC123");
    cleanup();
    renderAt("/invitation/XYZ", routes(DESKTOP));
    expect(await where()).toBe("/w/regist/XYZ");
  });

  it("follows the legacy hash links", async () => {
    renderAt("/#/invitation/HASH42", routes(DESKTOP));
    expect(await where()).toBe("/w/regist/HASH42");
    cleanup();
    renderAt("/#/m/home/upgrade/index", routes(PHONE));
    expect(await where()).toBe("/m/home/upgrade/index");
  });

  it("keeps the e-mail confirmation link's code on the way to the terminal's page", async () => {
    renderAt("/confirm-email?code=xyz", routes(DESKTOP));
    expect(await where()).toBe("/w/confirm-email?code=xyz");
  });

  it("keeps the reset link's code on the way to the terminal's reset page", async () => {
    renderAt("/reset-password?code=abc", routes(PHONE));
    expect(await where()).toBe("/m/reset-password?code=abc");
  });
});

describe("TerminalGuard: a path outside the terminal's own prefix goes to the root", () => {
  const routes = (ua: string) => [
    { path: "/", element: <Where /> },
    {
      path: "/w",
      element: <TerminalGuard variant="w" userAgent={ua} />,
      children: [{ path: "login", element: <Where /> }],
    },
  ];
  it("lets a desktop through and turns a phone back", async () => {
    renderAt("/w/login", routes(DESKTOP));
    expect(await where()).toBe("/w/login");
    cleanup();
    renderAt("/w/login", routes(PHONE));
    expect(await where()).toBe("/");
  });
  it("sends a phone to the same information page or blog page of its own variant", async () => {
    const both = (ua: string) => [
      { path: "/", element: <Where /> },
      ...(["w", "m"] as const).map((v) => ({
        path: `/${v}`,
        element: <TerminalGuard variant={v} userAgent={ua} />,
        children: [
          { path: "info/:page", element: <Where /> },
          { path: "blogcont", element: <Where /> },
        ],
      })),
    ];
    renderAt("/w/info/privacy-policy", both(PHONE));
    expect(await where()).toBe("/m/info/privacy-policy");
    cleanup();
    renderAt("/w/blogcont?cid=3&tid=1", both(PHONE));
    expect(await where()).toBe("/m/blogcont?cid=3&tid=1");
    cleanup();
    renderAt("/m/info/refund", both(DESKTOP));
    expect(await where()).toBe("/w/info/refund");
  });
});

describe("RequireAuth: a login-needing route sends a logged-out visitor to that terminal's login", () => {
  const routes = [
    { path: "/m/login", element: <Where /> },
    { path: "/w/login", element: <Where /> },
    {
      path: "/m/home",
      element: <RequireAuth variant="m" />,
      children: [{ path: "index", element: <Where /> }],
    },
    {
      path: "/w/home",
      element: <RequireAuth variant="w" />,
      children: [{ path: "index", element: <Where /> }],
    },
  ];
  it("sends each variant to its own login", async () => {
    renderAt("/m/home/index", routes);
    expect(await where()).toBe("/m/login");
    cleanup();
    renderAt("/w/home/index", routes);
    expect(await where()).toBe("/w/login");
  });
  it("lets a member in, and waits for the profile before showing the page", async () => {
    renderAt("/w/home/index", routes, session({ token: "t", loading: true }));
    expect(await screen.findByRole("status", { name: "Loading…" })).toBeTruthy();
    cleanup();
    renderAt("/w/home/index", routes, session({ token: "t", profile: profile() }));
    expect(await where()).toBe("/w/home/index");
  });
});

describe("VisitorOnly: a visitors-only route sends a logged-in member home", () => {
  const routes = [
    { path: "/w/home/index", element: <Where /> },
    { path: "/m/home/index", element: <Where /> },
    { path: "/w", element: <VisitorOnly variant="w" />, children: [{ path: "login", element: <Where /> }] },
    {
      path: "/m",
      element: <VisitorOnly variant="m" />,
      children: [{ path: "agreement", element: <Where /> }],
    },
  ];
  it("shows the page to a visitor", async () => {
    renderAt("/w/login", routes);
    expect(await where()).toBe("/w/login");
  });
  it("sends a member to their variant's home", async () => {
    renderAt("/w/login", routes, session({ token: "t", profile: profile() }));
    expect(await where()).toBe("/w/home/index");
    cleanup();
    renderAt("/m/agreement", routes, session({ token: "t", profile: profile() }));
    expect(await where()).toBe("/m/home/index");
  });
});

describe("RequirePermission: a route whose permission the member lacks offers the plan that unlocks it", () => {
  const routes = [
    { path: "/", element: <Where /> },
    {
      path: "/w/search",
      element: <RequirePermission flag="Search_users" />,
      children: [{ index: true, element: <Where /> }],
    },
    {
      path: "/w/post",
      element: <RequirePermission flag="Allows_newsfeed_to_be_sent" />,
      children: [{ index: true, element: <Where /> }],
    },
  ];
  // The upgrade screen's catalog: silver from $20.00 a month (6 months for $120).
  const catalog = {
    vip1: {
      price: 25,
      packages: [
        { id: 11, duration: 1, amounts: 25 },
        { id: 13, duration: 6, amounts: 120 },
      ],
    },
    vip2: { price: 49, packages: [{ id: 21, duration: 1, amounts: 49 }] },
    paylist: { showmembertypename: 1 },
  };
  const client = { call: async () => ({ status: 200, data: catalog }) } as unknown as Session["client"];
  it("lets a silver member search", async () => {
    renderAt("/w/search", routes, session({ token: "t", profile: profile({ vip: 1 }), initdata }));
    expect(await where()).toBe("/w/search");
  });
  it("shows a free member the offer of silver, its price and the way to the upgrade screen", async () => {
    renderAt("/w/search", routes, session({ token: "t", profile: profile({ vip: 0 }), initdata, client }));
    const offer = await screen.findByRole("region", { name: "Find members by username" });
    expect(offer.textContent).toContain("Silver member");
    expect((await screen.findByText("From $20.00 / month")).closest("section")).toBe(offer);
    const link = screen.getByRole("link", { name: "Upgrade to Silver" });
    expect(link.getAttribute("href")).toBe("/w/home/upgrade");
    expect(screen.queryByText("You don't have permission")).toBeNull();
  });
  it("keeps the spec's refusal for a flag without an offer: 'You don't have permission', then the root", async () => {
    renderAt("/w/post", routes, session({ token: "t", profile: profile({ vip: 0 }), initdata }));
    expect(await where()).toBe("/");
    expect(await screen.findByText("You don't have permission")).toBeTruthy();
  });
});

describe("ReviewGate: an account under review sees only the notice", () => {
  const routes = [
    {
      path: "/",
      element: <ReviewGate underReview={<p>under approval</p>} />,
      children: [{ index: true, element: <Where /> }],
    },
  ];
  it("shows the notice for status 2 and the app otherwise", async () => {
    renderAt("/", routes, session({ token: "t", profile: profile({ status: 2 }) }));
    expect(await screen.findByText("under approval")).toBeTruthy();
    expect(screen.queryByTestId("where")).toBeNull();
    cleanup();
    renderAt("/", routes, session({ token: "t", profile: profile({ status: 1 }) }));
    expect(await where()).toBe("/");
  });
});
