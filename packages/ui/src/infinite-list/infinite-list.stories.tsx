import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { expectRetry, say } from "../error-state/story-play.ts";
import { InfiniteList, type InfiniteListProps, SCROLL_DEBOUNCE_MS } from "./infinite-list.tsx";

const PAGE = 10;

function Row({ n }: { n: number }) {
  return (
    <div className="flex h-25 items-center border-ink-100 border-b px-4 text-ink-800 text-sm">Member {n}</div>
  );
}

/** A feed that loads PAGE more rows `loadMs` after asking, up to `total`. */
function Feed({
  total,
  first = PAGE,
  loadMs = 300,
  ...args
}: Partial<InfiniteListProps> & { total: number; first?: number; loadMs?: number }) {
  const [shown, setShown] = useState(first);
  const [loading, setLoading] = useState(false);
  return (
    <InfiniteList
      {...args}
      hasMore={shown < total}
      loading={loading}
      onLoadMore={() => {
        args.onLoadMore?.();
        setLoading(true);
        setTimeout(() => {
          setShown((n) => Math.min(total, n + PAGE));
          setLoading(false);
        }, loadMs);
      }}
    >
      {Array.from({ length: shown }, (_, i) => i + 1).map((n) => (
        <Row key={n} n={n} />
      ))}
    </InfiniteList>
  );
}

const meta = {
  title: "Primitives/InfiniteList",
  component: InfiniteList,
  args: { hasMore: true, loading: false, onLoadMore: fn(), scrollParent: "self" },
} satisfies Meta<typeof InfiniteList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How long the self-scrolling feed takes to load a page. */
const LOAD_MS = SCROLL_DEBOUNCE_MS * 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function list(root: HTMLElement): HTMLElement {
  const el = root.querySelector<HTMLElement>("[data-slot=infinite-list]");
  if (!el) throw new Error("no list");
  return el;
}
const toBottom = (el: HTMLElement) => el.scrollTo({ top: el.scrollHeight });

/** Near the bottom (under 500 px left) it asks once, after the scroll settles; never while loading. */
export const SelfScrolling: Story = {
  // Loading outlasts the debounce by far, so the scroll made while loading settles while loading.
  render: (args) => (
    <Feed {...args} total={30} loadMs={LOAD_MS} className="h-100 w-80 rounded-xl bg-surface shadow-card" />
  ),
  play: async ({ canvasElement, canvas, args }) => {
    const el = list(canvasElement);
    await sleep(SCROLL_DEBOUNCE_MS + 100);
    await expect(args.onLoadMore).not.toHaveBeenCalled();

    toBottom(el);
    await sleep(SCROLL_DEBOUNCE_MS / 2);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledOnce());
    await expect(canvas.getByRole("status")).toHaveTextContent(t("ui:loadingMore"));

    toBottom(el);
    await sleep(SCROLL_DEBOUNCE_MS / 2);
    await expect(args.onLoadMore).toHaveBeenCalledOnce();

    await waitFor(() => expect(canvas.getByText("Member 20")).toBeInTheDocument(), { timeout: LOAD_MS * 3 });
    toBottom(el);
    await waitFor(() => expect(canvas.getByText("Member 30")).toBeInTheDocument(), { timeout: LOAD_MS * 3 });
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(t("ui:noMore")));
    toBottom(el);
    await sleep(SCROLL_DEBOUNCE_MS + 100);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** The web home feed debounces 800 ms: a burst of scrolling asks once, after the last scroll. */
export const HomeFeedDebounce: Story = {
  args: { debounceMs: 800 },
  render: (args) => <Feed {...args} total={30} className="h-100 w-80 rounded-xl bg-surface shadow-card" />,
  play: async ({ canvasElement, args }) => {
    const el = list(canvasElement);
    el.scrollTo({ top: 300 });
    await sleep(300);
    toBottom(el);
    await sleep(600);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledOnce(), { timeout: 1500 });
  },
};

/** The page scrolls; the list measures its own bottom against the viewport. */
export const WindowScrolling: Story = {
  args: { scrollParent: "window" },
  render: (args) => <Feed {...args} total={40} first={30} className="w-80 bg-surface" />,
  play: async ({ canvas, args }) => {
    await sleep(SCROLL_DEBOUNCE_MS + 100);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByText("Member 40")).toBeInTheDocument());
    window.scrollTo({ top: 0 });
  },
};

/** A first page shorter than the viewport keeps asking until it fills it. */
export const FillsShortPage: Story = {
  render: (args) => (
    <Feed {...args} total={20} first={2} className="h-100 w-80 rounded-xl bg-surface shadow-card" />
  ),
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByText("Member 12")).toBeInTheDocument());
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { hasMore: false, className: "w-80 rounded-xl bg-surface shadow-card" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t("ui:empty"))).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The first page loads: skeleton cards shaped like the items, the wait told once to screen readers. */
export const FirstLoad: Story = {
  args: { loading: true, className: "w-80" },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(say(globals, "ui:loading"));
    await expect(canvasElement.querySelectorAll("[data-slot=infinite-list-skeleton]")).toHaveLength(3);
    // One pattern per kind: cards load as skeletons, not with a spinner.
    await expect(canvasElement.querySelector("[data-slot=spinner]")).toBeNull();
  },
};

/** The first page could not load: Try again in place of the list, and no page is asked for meanwhile. */
export const LoadError: Story = {
  args: { error: new Error("offline"), onRetry: fn(), className: "w-80 rounded-xl bg-surface shadow-card" },
  play: async ({ canvasElement, args, globals }) => {
    await expectRetry(canvasElement, globals, args.onRetry);
    await sleep(SCROLL_DEBOUNCE_MS + 100);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** A next page could not load: the items stay, a compact Try again under them; scrolling asks for nothing more. */
export const NextPageError: Story = {
  args: { error: new Error("offline"), onRetry: fn() },
  render: (args) => (
    <InfiniteList {...args} className="h-100 w-80 rounded-xl bg-surface shadow-card">
      {Array.from({ length: PAGE }, (_, i) => i + 1).map((n) => (
        <Row key={n} n={n} />
      ))}
    </InfiniteList>
  ),
  play: async ({ canvasElement, canvas, args, globals }) => {
    await expect(canvas.getByText("Member 10")).toBeInTheDocument();
    const alert = canvas.getByRole("alert");
    await expect(canvasElement.querySelector("[data-slot=error-state]")).toHaveAttribute(
      "data-size",
      "compact",
    );
    toBottom(list(canvasElement));
    await sleep(SCROLL_DEBOUNCE_MS + 100);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await expect(alert).toBeInTheDocument();
    await expectRetry(canvasElement, globals, args.onRetry);
  },
};

export const CustomEmpty: Story = {
  args: {
    hasMore: false,
    className: "w-80 rounded-xl bg-surface shadow-card",
    empty: (
      <EmptyState
        title="No one nearby yet"
        description="Widen your filters to meet more people."
        action={<Button size="sm">Edit filters</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No one nearby yet")).toBeVisible();
    await expect(canvas.queryByText(t("ui:empty"))).toBeNull();
  },
};

const noop = () => {};
const three = [1, 2, 3].map((n) => <Row key={n} n={n} />);

/** Each state (footer, first load, failures), in a page-scrolled and a self-scrolling list. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["loading", "end", "empty", "first load", "failed", "next page failed"] as const}
      columns={["window", "self"] as const}
      render={(row, scrollParent) => (
        <InfiniteList
          scrollParent={scrollParent}
          className="w-80 rounded-xl bg-surface shadow-card"
          itemsClassName={row === "first load" ? "p-3" : undefined}
          hasMore={row !== "end" && row !== "empty"}
          loading={row === "loading" || row === "first load"}
          error={row.includes("failed") ? new Error("offline") : undefined}
          onRetry={noop}
          onLoadMore={noop}
        >
          {row === "empty" || row === "first load" || row === "failed" ? [] : three}
        </InfiniteList>
      )}
    />
  ),
};
