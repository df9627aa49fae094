/**
 * The desktop chat corner remembers its windows for the tab, per member: a reload brings back the
 * member's own windows, and another member signing in on the same tab starts with an empty corner.
 */
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dockStorageKey, useDockState } from "../src/features/chat/web-chat-dock.tsx";

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("the chat corner's remembered state", () => {
  it("comes back after a reload for the same member and not for another", () => {
    const first = renderHook(() => useDockState(dockStorageKey(7)));
    act(() => first.result.current.open(41));
    act(() => first.result.current.open(42));
    act(() => first.result.current.toggle(41));
    act(() => first.result.current.toggleList());
    first.unmount();

    // The same member after a reload: the same windows, the newest first, and the open list.
    const again = renderHook(() => useDockState(dockStorageKey(7)));
    expect(again.result.current.windows).toEqual([
      { uid: 42, collapsed: false },
      { uid: 41, collapsed: true },
    ]);
    expect(again.result.current.listOpen).toBe(true);
    again.unmount();

    // Another member in the same tab starts empty, and leaves the first member's state alone.
    const other = renderHook(() => useDockState(dockStorageKey(8)));
    expect(other.result.current.windows).toEqual([]);
    expect(other.result.current.listOpen).toBe(false);
    act(() => other.result.current.open(99));
    other.unmount();
    expect(JSON.parse(sessionStorage.getItem(dockStorageKey(7)) ?? "null")?.windows).toHaveLength(2);
  });

  it("ignores a damaged entry rather than failing", () => {
    sessionStorage.setItem(dockStorageKey(7), '{"windows":[{"uid":"x"},{"uid":5,"collapsed":false}]');
    expect(renderHook(() => useDockState(dockStorageKey(7))).result.current.windows).toEqual([]);
    sessionStorage.setItem(
      dockStorageKey(7),
      JSON.stringify({ windows: [{ uid: "x" }, { uid: 5, collapsed: false }], listOpen: 1 }),
    );
    const { result } = renderHook(() => useDockState(dockStorageKey(7)));
    expect(result.current.windows).toEqual([{ uid: 5, collapsed: false }]);
    expect(result.current.listOpen).toBe(false);
  });
});
