/** A session for screens rendered in tests: signed out and doing nothing unless told otherwise. */
import type { Session } from "../../src/session/session.tsx";

export function fakeSession(over: Partial<Session> = {}): Session {
  return {
    token: null,
    calls: {} as Session["calls"],
    client: {} as Session["client"],
    profile: undefined,
    initdata: undefined,
    loading: false,
    signIn: () => {},
    signOut: async () => {},
    refresh: async () => {},
    setProfile: () => {},
    can: () => false,
    ...over,
  };
}
