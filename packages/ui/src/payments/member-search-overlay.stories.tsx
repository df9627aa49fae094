import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import {
  type FoundMember,
  MEMBER_SEARCH_DEBOUNCE_MS,
  MemberSearchOverlay,
  MemberSearchOverlayPreview,
  type MemberSearchOverlayProps,
} from "./member-search-overlay.tsx";
import { foundMembers, searchMembers } from "./story-payments.ts";

/** A trigger that owns the open state and closes on a pick, as the recharge page does. */
function WithTrigger(args: MemberSearchOverlayProps) {
  const [open, setOpen] = useState(args.open);
  const [picked, setPicked] = useState<string>();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {picked ? `For ${picked}` : "Another member"}
      </Button>
      <MemberSearchOverlay
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        onPick={(member) => {
          args.onPick(member);
          setPicked(member.username);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Components/Payments/MemberSearchOverlay",
  component: MemberSearchOverlay,
  args: {
    open: false,
    onClose: fn(),
    onPick: fn(),
    search: fn(searchMembers()),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof MemberSearchOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openOverlay(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole("button", { name: "Another member" }));
  const dialog = await body().findByRole("dialog", { name: t("store:payments.search.title") });
  const box = within(dialog).getByRole("searchbox", { name: t("store:payments.search.label") });
  await waitFor(() => expect(box).toHaveFocus());
  return { dialog: within(dialog), box };
}

/**
 * Spec §9: the search waits 500 ms after the last keystroke, so a name typed quickly is one call;
 * a spinner shows meanwhile. A result picked is handed over with its id and name.
 */
export const DebouncedSearch: Story = {
  play: async ({ canvas, args }) => {
    const { dialog, box } = await openOverlay(canvas);
    await waitFor(() => expect(dialog.getByText(t("store:payments.search.hint"))).toBeVisible());
    // The wait is measured from the last keystroke itself, not from when userEvent hands back (on a
    // busy machine that can be well after the key, which made the wait look short).
    let typed = 0;
    let searchedAt = 0;
    box.addEventListener("input", () => {
      typed = performance.now();
    });
    const search = searchMembers();
    args.search.mockImplementation((username: string) => {
      searchedAt = performance.now();
      return search(username);
    });
    await userEvent.type(box, "lin");
    await expect(args.search).not.toHaveBeenCalled();
    await expect(dialog.getByRole("status")).toHaveTextContent(t("store:payments.search.searching"));
    await waitFor(() => expect(args.search).toHaveBeenCalled());
    await expect(searchedAt - typed).toBeGreaterThanOrEqual(MEMBER_SEARCH_DEBOUNCE_MS - 100);
    await expect(args.search).toHaveBeenCalledOnce();
    await expect(args.search).toHaveBeenCalledWith("lin");

    const results = await dialog.findByRole("list", { name: t("store:payments.search.results") });
    const buttons = within(results).getAllByRole("button");
    // Each named by the username and the tier a screen reader hears with it.
    await expect(buttons).toHaveLength(3);
    await expect(buttons[0]).toHaveAccessibleName(`LinMei ${t("ui:vip.2")}`);
    await expect(buttons[1]).toHaveAccessibleName(`Linda88 ${t("ui:vip.1")}`);
    await expect(buttons[2]).toHaveAccessibleName("LinWei");
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onPick).toHaveBeenCalledWith({ id: 101, username: "LinMei" });
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "For LinMei" })).toBeVisible();
  },
};

/** Emptying the box clears the results at once, with no call and no wait. */
export const EmptyClears: Story = {
  play: async ({ canvas, args }) => {
    const { dialog, box } = await openOverlay(canvas);
    await userEvent.type(box, "Lind");
    await dialog.findByRole("button", { name: /Linda88/ });
    await userEvent.clear(box);
    await expect(dialog.queryByRole("list")).toBeNull();
    await expect(dialog.getByText(t("store:payments.search.hint"))).toBeVisible();
    await expect(args.search).toHaveBeenCalledOnce();
    // Spaces alone are empty too, and a search still waiting is called off.
    await userEvent.type(box, "Li");
    await userEvent.clear(box);
    await userEvent.type(box, "   ");
    await new Promise((resolve) => setTimeout(resolve, MEMBER_SEARCH_DEBOUNCE_MS + 100));
    await expect(args.search).toHaveBeenCalledOnce();
    await expect(dialog.queryByRole("list")).toBeNull();
  },
};

/** Nobody by that name: said in words, and announced. */
export const NoUserFound: Story = {
  play: async ({ canvas }) => {
    const { dialog, box } = await openOverlay(canvas);
    await userEvent.type(box, "zz");
    await waitFor(() =>
      expect(dialog.getByRole("status")).toHaveTextContent(t("messages:answers.noUserFound")),
    );
    await expect(
      dialog.getByText(t("messages:answers.noUserFound"), { selector: "[aria-hidden]" }),
    ).toBeVisible();
    await expect(dialog.queryByRole("list")).toBeNull();
  },
};

/** An older, slower answer never replaces a newer one. */
export const NewestAnswerWins: Story = {
  args: {
    search: fn(async (username: string): Promise<FoundMember[]> => {
      // "Lin" answers late, after "LinW" (typed later) has answered.
      await new Promise((resolve) => setTimeout(resolve, username === "Lin" ? 900 : 50));
      return foundMembers.filter((member) => member.username.startsWith(username));
    }),
  },
  play: async ({ canvas, args }) => {
    const { dialog, box } = await openOverlay(canvas);
    await userEvent.type(box, "Lin");
    await waitFor(() => expect(args.search).toHaveBeenCalledWith("Lin"));
    await userEvent.type(box, "W");
    await waitFor(() => expect(args.search).toHaveBeenCalledWith("LinW"));
    await dialog.findByRole("button", { name: /LinWei/ });
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(within(dialog.getByRole("list")).getAllByRole("button")).toHaveLength(1);
  },
};

/** A failed call: a calm message, and typing again tries again. */
export const SearchFails: Story = {
  args: {
    search: fn(async (_username: string): Promise<FoundMember[]> => Promise.reject(new Error("offline"))),
  },
  play: async ({ canvas }) => {
    const { dialog, box } = await openOverlay(canvas);
    await userEvent.type(box, "lin");
    await expect(await dialog.findByRole("alert")).toHaveTextContent(t("store:payments.search.failed"));
  },
};

/** Escape closes it with nothing picked; opened again, the last search is gone. */
export const EachOpeningIsFresh: Story = {
  play: async ({ canvas, args }) => {
    let { dialog, box } = await openOverlay(canvas);
    await userEvent.type(box, "lin");
    await dialog.findByRole("list");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onPick).not.toHaveBeenCalled();
    ({ dialog, box } = await openOverlay(canvas));
    await expect(box).toHaveValue("");
    await expect(dialog.queryByRole("list")).toBeNull();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  args: { open: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole("dialog", { name: "為其他會員儲值" });
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "使用者名稱" }), "zz");
    await waitFor(() =>
      expect(within(dialog).getByRole("status")).toHaveTextContent("找不到這位會員，請檢查使用者名稱"),
    );
    await expect(args.search).toHaveBeenCalledWith("zz");
  },
};

/** Each state of the panel, in place. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["results", "searching", "no user found", "繁體中文, results"] as const}
      columns={["overlay"] as const}
      render={(row) => (
        <InLanguage lang={row.startsWith("繁體中文") ? "zhtw" : "en"}>
          <MemberSearchOverlayPreview
            query={row === "no user found" ? "zz" : "lin"}
            state={row === "searching" ? "searching" : "found"}
            members={row === "no user found" ? [] : foundMembers}
          />
        </InLanguage>
      )}
    />
  ),
};
