import { type MemberApi, memberCalls } from "@site/api-client";
import { useMemo } from "react";
import { useSession } from "./session.tsx";

/** The member calls bound to the session; they load with the member screens, not the first one. */
export function useMemberApi(): MemberApi {
  const { client } = useSession();
  return useMemo(() => memberCalls(client), [client]);
}
