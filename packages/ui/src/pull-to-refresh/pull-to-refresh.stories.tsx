import type { Language } from "@site/contracts";
import { createI18n, HTML_LANG } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { I18nextProvider } from "react-i18next";
import { expect, fireEvent, fn, userEvent, waitFor } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { PullIndicator } from "./pull-indicator.tsx";
import { PULL_RESET_MS, PullToRefresh } from "./pull-to-refresh.tsx";

const names = [
  "Ava",
  "Lin Mei",
  "Noah",
  "王小美",
  "Chloe",
  "陳雅婷",
  "Mia",
  "Leo",
  "Ivy",
  "Zoe",
  "Ethan",
  "Yuki",
];

function Members() {
  return (
    <ul className="divide-y divide-ink-100 bg-surface">
      {names.map((name) => (
        <li key={name} className="px-4 py-4 text-ink-800 text-sm">
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Primitives/PullToRefresh",
  component: PullToRefresh,
  args: {
    onRefresh: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    className: "h-96 w-80 rounded-xl bg-surface-muted shadow-card",
    children: <Members />,
  },
} satisfies Meta<typeof PullToRefresh>;
export default meta;
type Story = StoryObj<typeof meta>;

function scroller(root: HTMLElement): HTMLElement {
  const el = root.querySelector<HTMLElement>("[data-slot=pull-to-refresh]");
  if (!el) throw new Error("no pull-to-refresh");
  return el;
}
const touch = { pointerType: "touch", pointerId: 7, isPrimary: true };

/** A touch pull: "pull", then "release" past the threshold, then refreshing, then reset after 500 ms. */
export const Pull: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const el = scroller(canvasElement);
    fireEvent.pointerDown(el, { ...touch, clientY: 100 });
    fireEvent.pointerMove(el, { ...touch, clientY: 140 });
    await expect(canvas.getByText(t("ui:pull.pull"))).toBeInTheDocument();
    fireEvent.pointerMove(el, { ...touch, clientY: 300 });
    await expect(canvas.getByText(t("ui:pull.release"))).toBeInTheDocument();
    await expect(args.onRefresh).not.toHaveBeenCalled();

    // When "Up to date" shows and when the pull resets, stamped as they happen (a busy machine's
    // waitFor may notice either late, which made the interval look short).
    const stamps: { done?: number; idle?: number } = {};
    const watch = new MutationObserver(() => {
      if (stamps.done === undefined && el.textContent?.includes(t("ui:pull.done")))
        stamps.done = performance.now();
      if (stamps.done !== undefined && el.getAttribute("data-state") === "idle")
        stamps.idle ??= performance.now();
    });
    watch.observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
    fireEvent.pointerUp(el, { ...touch, clientY: 300 });
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("status")).toHaveTextContent(t("ui:pull.refreshing"));
    await expect(el).toHaveAttribute("aria-busy", "true");

    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(t("ui:pull.done")));
    await waitFor(() => expect(el).toHaveAttribute("data-state", "idle"), { timeout: PULL_RESET_MS + 1000 });
    watch.disconnect();
    await expect((stamps.idle ?? 0) - (stamps.done ?? 0)).toBeGreaterThanOrEqual(PULL_RESET_MS - 50);
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

/** Letting go before the threshold springs back without refreshing. */
export const ShortPull: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const el = scroller(canvasElement);
    fireEvent.pointerDown(el, { ...touch, clientY: 100 });
    fireEvent.pointerMove(el, { ...touch, clientY: 160 });
    await expect(canvas.getByText(t("ui:pull.pull"))).toBeInTheDocument();
    fireEvent.pointerUp(el, { ...touch, clientY: 160 });
    await expect(el).toHaveAttribute("data-state", "idle");
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** A list scrolled away from its top scrolls; it does not refresh. */
export const NotAtTop: Story = {
  play: async ({ canvasElement, args }) => {
    const el = scroller(canvasElement);
    el.scrollTop = 200;
    await waitFor(() => expect(el.scrollTop).toBeGreaterThan(0));
    fireEvent.pointerDown(el, { ...touch, clientY: 100 });
    fireEvent.pointerMove(el, { ...touch, clientY: 400 });
    fireEvent.pointerUp(el, { ...touch, clientY: 400 });
    await expect(el).toHaveAttribute("data-state", "idle");
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** Keyboard users: the refresh button appears when tabbed to. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: t("ui:pull.refresh") });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.keyboard("{Enter}");
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("status")).toHaveTextContent(t("ui:pull.refreshing"));
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

const instances = new Map<Language, ReturnType<typeof createI18n>>();
function i18nFor(lang: Language) {
  const existing = instances.get(lang);
  if (existing) return existing;
  const created = createI18n(lang);
  instances.set(lang, created);
  return created;
}

/** Every phase of the indicator in every language. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["pull", "release", "refreshing", "done"] as const}
      columns={["en", "zhcn", "zhtw"] as const}
      render={(phase, lang) => (
        <I18nextProvider i18n={i18nFor(lang)}>
          <div lang={HTML_LANG[lang]} className="relative h-14 w-52 rounded-lg bg-surface shadow-card">
            <PullIndicator phase={phase} height={56} />
          </div>
        </I18nextProvider>
      )}
    />
  ),
};
