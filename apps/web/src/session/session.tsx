/**
 * The member's session in the app: the token in localStorage `token`, the API calls bound to it,
 * and the profile and authority lists. A session-invalid answer, or a lost network while signed
 * in, ends the session and sends the member to their variant's login.
 *
 * The profile lives here as plain state rather than in swr: every visitor's first screen passes
 * through this provider, and swr loads with the member screens that list and page data.
 */

import { type AccountCalls, accountCalls, type Client, createClient } from "@site/api-client";
import {
  type InitData,
  type PermissionFlag,
  type Profile,
  type SessionProfile,
  StorageKey,
  type Vip,
} from "@site/contracts";
import { TierNamesContext } from "@site/ui/vip-badge";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { deviceVariant, loginPath, variantOfPath } from "../lib/device.ts";
import { useServerPage } from "../lib/server-page.ts";

export interface Session {
  token: string | null;
  calls: AccountCalls;
  /** The transport, for the member screens' own calls (see use-member-api.ts). */
  client: Client;
  profile: Profile | undefined;
  initdata: InitData | undefined;
  /** True while a token exists but its profile has not arrived yet. */
  loading: boolean;
  signIn(profile: SessionProfile): void;
  signOut(): Promise<void>;
  /** Reads the profile (and authority lists) again from the server. */
  refresh(): Promise<void>;
  /** Replaces the profile after a call that answered the new state. */
  setProfile(profile: Profile): void;
  can(flag: PermissionFlag): boolean;
}

/** How long a lost request waits before it signs the member out (a leaving page never gets there). */
const NETWORK_LOSS_GRACE_MS = 1500;

/** The last profile and authority lists read, for a start without network. */
const SNAPSHOT = "profile";
function offlineSnapshot(): [Profile, InitData] | undefined {
  try {
    if (navigator.onLine || !localStorage.getItem(StorageKey.token)) return undefined;
    return JSON.parse(localStorage.getItem(SNAPSHOT) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}

/** Exported for tests that render a screen with a given session. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // A server-rendered page (the public pages) was drawn signed out: the server cannot read the
  // token. Its first client render must draw the same, so the token is read once hydrated, before
  // the browser paints again (a signed-in member on /w/login is then sent home, as before).
  const serverPage = useServerPage();
  const [token, setToken] = useState(() => (serverPage ? null : localStorage.getItem(StorageKey.token)));
  // Opened with no network (the installed /m app, from its service worker's cache): the last
  // profile read stands in, so the app's frame shows, offline, instead of waiting for ever.
  const [profile, setProfile] = useState<Profile | undefined>(() =>
    serverPage ? undefined : offlineSnapshot()?.[0],
  );
  const [initdata, setInitdata] = useState<InitData | undefined>(() =>
    serverPage ? undefined : offlineSnapshot()?.[1],
  );
  useLayoutEffect(() => {
    if (serverPage) setToken(localStorage.getItem(StorageKey.token));
  }, [serverPage]);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;

  const clear = useCallback(() => {
    localStorage.removeItem(StorageKey.token);
    localStorage.removeItem(SNAPSHOT);
    tokenRef.current = null;
    setToken(null);
    setProfile(undefined);
    setInitdata(undefined);
  }, []);

  const expire = useCallback(() => {
    if (!tokenRef.current) return;
    clear();
    navigate(loginPath(variantOfPath(pathRef.current) ?? deviceVariant()), { replace: true });
  }, [clear, navigate]);

  // A page that is being left aborts its requests: that is no lost network, and must not sign out.
  const leaving = useRef(false);
  useEffect(() => {
    const leave = () => {
      leaving.current = true;
    };
    const stay = () => {
      leaving.current = false;
    };
    window.addEventListener("pagehide", leave);
    window.addEventListener("beforeunload", leave);
    window.addEventListener("pageshow", stay);
    return () => {
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("beforeunload", leave);
      window.removeEventListener("pageshow", stay);
    };
  }, []);
  // Spec §8: a lost network sends the member to sign in again. A navigation aborts the page's
  // requests before (or without) telling it is leaving, so the verdict waits a moment: a page that
  // is unloading never runs it, and the member's session survives moving between pages.
  // The verdict is about the session that lost the request: one signed in meanwhile stays.
  // A device that knows it is offline has not lost the server: the member stays, and the
  // installed app says it is offline (features/pwa) until the network returns.
  const networkLost = useCallback(() => {
    if (!navigator.onLine) return;
    const lostWith = tokenRef.current;
    window.setTimeout(() => {
      if (!leaving.current && tokenRef.current === lostWith) expire();
    }, NETWORK_LOSS_GRACE_MS);
  }, [expire]);

  const client = useMemo(
    () =>
      createClient({
        getToken: () => tokenRef.current,
        onSessionInvalid: expire,
        onNetworkLost: networkLost,
      }),
    [expire, networkLost],
  );
  const calls = useMemo(() => accountCalls(client), [client]);

  // Only the latest refresh may set the profile: an older one answering late (the one after a
  // sign-up, say) would bring back a status the member has left, such as 'under review'.
  const refreshes = useRef(0);
  const refresh = useCallback(async () => {
    const asked = tokenRef.current;
    if (!asked) return;
    const turn = ++refreshes.current;
    const [info, init] = await Promise.all([calls.userinfo(), calls.initdata()]).catch(() => [
      undefined,
      undefined,
    ]);
    // A sign-out (or another sign-in) while the answers travelled wins over them.
    if (tokenRef.current !== asked || turn !== refreshes.current) return;
    if (info?.status === 200 && info.data) setProfile(info.data);
    if (init?.status === 200 && init.data) setInitdata(init.data);
    if (info?.status === 200 && init?.status === 200)
      try {
        localStorage.setItem(SNAPSHOT, JSON.stringify([info.data, init.data]));
      } catch {}
  }, [calls]);

  // The profile of a token found in storage (a reload), and the authority lists after a sign-in.
  useEffect(() => {
    if (token) void refresh();
  }, [token, refresh]);

  const session = useMemo<Session>(
    () => ({
      token,
      calls,
      client,
      profile: token ? profile : undefined,
      initdata: token ? initdata : undefined,
      loading: Boolean(token) && !profile,
      signIn(next) {
        const { token: fresh, ...rest } = next;
        localStorage.setItem(StorageKey.token, fresh);
        tokenRef.current = fresh;
        setProfile(rest);
        setToken(fresh);
      },
      async signOut() {
        // Revoke on the server; the member is signed out here whatever the answer.
        await calls.logout().catch(() => undefined);
        clear();
      },
      refresh,
      setProfile,
      can(flag) {
        if (!profile || !initdata) return false;
        return initdata.authority[`vip${profile.vip as Vip}`][flag] === 1;
      },
    }),
    [token, calls, client, profile, initdata, clear, refresh],
  );

  // Spec §6 showmembertypename names the tiers on every screen (the design system reads it).
  return (
    <SessionContext.Provider value={session}>
      <TierNamesContext.Provider value={session.initdata?.showmembertypename !== 0}>
        {children}
      </TierNamesContext.Provider>
    </SessionContext.Provider>
  );
}
