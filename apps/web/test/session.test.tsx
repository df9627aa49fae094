/**
 * The session's answer to a lost network (spec §8: the member signs in again), rendered in real
 * Chromium: a real outage signs out and goes to the variant's login; a request aborted because
 * the page is being left keeps the session (a navigation must never sign a member out). And a
 * late answer to an older profile refresh never undoes a newer one.
 */
import { SESSION_INVALID_MSG, StorageKey } from "@site/contracts";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendFirstCalls } from "../src/lib/first-calls.ts";
import { SessionProvider, useSession } from "../src/session/session.tsx";

function Probe() {
  const { pathname } = useLocation();
  const { token, calls, signIn } = useSession();
  return (
    <>
      <output data-testid="where">{pathname}</output>
      <output data-testid="token">{token ?? "none"}</output>
      <button type="button" onClick={() => void calls.userinfo().catch(() => undefined)}>
        ask
      </button>
      <button type="button" onClick={() => signIn({ token: "n3w", id: 2, username: "next" } as never)}>
        sign in again
      </button>
    </>
  );
}

function renderSession() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SessionProvider>
            <Probe />
          </SessionProvider>
        ),
      },
    ],
    {
      initialEntries: ["/w/home/member/online"],
    },
  );
  render(<RouterProvider router={router} />);
}

describe("a lost network", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    localStorage.setItem(StorageKey.token, "t0k3n");
    vi.spyOn(window, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
    localStorage.clear();
  });

  it("signs the member out and sends them to their variant's login", async () => {
    renderSession();
    await act(async () => screen.getByRole("button", { name: "ask" }).click());
    await act(async () => vi.runAllTimers());
    expect(screen.getByTestId("where").textContent).toBe("/w/login");
    expect(screen.getByTestId("token").textContent).toBe("none");
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
  });

  it("keeps the session when the page is being left as the request dies", async () => {
    renderSession();
    await act(async () => screen.getByRole("button", { name: "ask" }).click());
    window.dispatchEvent(new Event("pagehide"));
    await act(async () => vi.runAllTimers());
    expect(screen.getByTestId("where").textContent).toBe("/w/home/member/online");
    expect(localStorage.getItem(StorageKey.token)).toBe("t0k3n");
    window.dispatchEvent(new Event("pageshow"));
  });

  it("does not sign out a session begun after the request was lost", async () => {
    renderSession();
    await act(async () => screen.getByRole("button", { name: "ask" }).click());
    // The network is back for the new session's own calls.
    vi.mocked(window.fetch).mockImplementation(
      async () => new Response(JSON.stringify({ status: 200, data: { id: 2, username: "next" } })),
    );
    await act(async () => screen.getByRole("button", { name: "sign in again" }).click());
    await act(async () => vi.runAllTimers());
    expect(screen.getByTestId("where").textContent).toBe("/w/home/member/online");
    expect(localStorage.getItem(StorageKey.token)).toBe("n3w");
  });
});

describe("refreshing the profile", () => {
  function Status() {
    const { profile, refresh } = useSession();
    return (
      <>
        <output data-testid="status">{profile ? String(profile.status) : "none"}</output>
        <button type="button" onClick={() => void refresh()}>
          check again
        </button>
      </>
    );
  }
  const answer = (data: object) => new Response(JSON.stringify({ status: 200, data }));

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("keeps the newest answer when an older one arrives after it", async () => {
    localStorage.setItem(StorageKey.token, "t0k3n");
    // The first profile (asked for as the app starts) is slow and says 'under review'; the member
    // is approved meanwhile and asks again, and that answer comes first.
    let releaseFirst: (r: Response) => void = () => undefined;
    let profiles = 0;
    vi.spyOn(window, "fetch").mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("initdata")) return answer({ authority: {} });
      profiles += 1;
      if (profiles === 1) return new Promise<Response>((resolve) => (releaseFirst = resolve));
      return answer({ id: 1, username: "new", status: 1 });
    });
    const router = createMemoryRouter([
      {
        path: "*",
        element: (
          <SessionProvider>
            <Status />
          </SessionProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(profiles).toBe(1));
    await act(async () => screen.getByRole("button", { name: "check again" }).click());
    await vi.waitFor(() => expect(screen.getByTestId("status").textContent).toBe("1"));
    await act(async () => releaseFirst(answer({ id: 1, username: "new", status: 2 })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId("status").textContent).toBe("1");
  });
});

describe("the first calls, sent before the first render", () => {
  function Who() {
    const { profile, token } = useSession();
    return (
      <>
        <output data-testid="who">{profile ? profile.username : "none"}</output>
        <output data-testid="token">{token ?? "none"}</output>
      </>
    );
  }
  const renderWho = () =>
    render(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: "*",
            element: (
              <SessionProvider>
                <Who />
              </SessionProvider>
            ),
          },
        ])}
      />,
    );
  const calls: string[] = [];
  const json = (body: object) => new Response(JSON.stringify(body));
  const answerAs = (answer: (url: string) => object) =>
    vi.spyOn(window, "fetch").mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url.replace(/^.*\/member\/index\//, ""));
      return json(answer(url));
    });

  beforeEach(() => {
    calls.length = 0;
    localStorage.setItem(StorageKey.token, "t0k3n");
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("ask for the profile once, before the app renders, and the session takes those answers", async () => {
    answerAs((url) =>
      url.includes("initdata")
        ? { status: 200, data: { authority: {} } }
        : { status: 200, data: { id: 1, username: "early" } },
    );
    sendFirstCalls();
    expect(calls).toEqual(["userinfo", "initdata"]); // before anything renders
    renderWho();
    await vi.waitFor(() => expect(screen.getByTestId("who").textContent).toBe("early"));
    expect(calls).toEqual(["userinfo", "initdata"]); // and not a second time
  });

  it("hand a dead session's answer to the session, which signs out as usual", async () => {
    answerAs(() => ({ status: -1, msg: SESSION_INVALID_MSG, data: null }));
    sendFirstCalls();
    renderWho();
    await vi.waitFor(() => expect(screen.getByTestId("token").textContent).toBe("none"));
    expect(calls).toEqual(["userinfo", "initdata"]);
  });

  it("send nothing without a stored session", () => {
    localStorage.clear();
    answerAs(() => ({ status: 200 }));
    sendFirstCalls();
    expect(calls).toEqual([]);
  });
});
