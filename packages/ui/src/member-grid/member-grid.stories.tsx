import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { expectRetry } from "../error-state/story-play.ts";
import { MemberCard } from "../member-card/member-card.tsx";
import { linMei, longSignature, minjun, noah, xiaomei } from "../member-card/story-members.ts";
import { FIRST_CARDS, MemberGrid, type MemberGridProps } from "./member-grid.tsx";

const noop = () => {};
const members = [
  linMei,
  noah,
  xiaomei,
  minjun,
  { ...noah, id: 105, username: "AvaChen", is_online: 1 as const },
  {
    ...linMei,
    id: 106,
    username: "陳雅婷",
    vip: 0 as const,
    is_like: 1 as const,
    signature: longSignature,
  },
];

function cards(count = members.length) {
  return members
    .slice(0, count)
    .map((m) => (
      <MemberCard key={m.id} member={m} onOpen={noop} onChat={noop} onToggleFollow={noop} onGift={noop} />
    ));
}

/** How many columns the list lays out, read from the computed grid. */
function columnCount(list: HTMLElement): number {
  return getComputedStyle(list).gridTemplateColumns.split(" ").length;
}

import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { gridVariants } from "./member-grid.tsx";

const meta = {
  title: "Components/Members/MemberGrid",
  component: MemberGrid,
  argTypes: cvaArgTypes(gridVariants),
  args: { children: cards() },
} satisfies Meta<typeof MemberGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list of cards, one list item each. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(members.length);
    await expect(within(list).getByRole("article", { name: "LinMei" })).toBeVisible();
  },
};

/** A two-line signature beside one-line ones: the cards of a row stay the same height. */
export const EvenRows: Story = {
  decorators: [(Story) => <div className="w-[40rem]">{Story()}</div>],
  render: (args: MemberGridProps) => (
    <MemberGrid {...args} columns="compact">
      {[members[0], members[5], members[1]].map((m) =>
        m ? <MemberCard key={m.id} member={m} onOpen={noop} onChat={noop} /> : null,
      )}
    </MemberGrid>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole("article");
    const heights = cards.map((card) => Math.round(card.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
    await expect(
      within(canvas.getByRole("article", { name: "陳雅婷" })).getByText(longSignature),
    ).toBeVisible();
  },
};

/** Two columns on a phone-wide grid. */
export const PhoneWidth: Story = {
  decorators: [(Story) => <div className="w-[22rem]">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole("list"))).toBe(2);
  },
};

/** Six compact columns, or four comfortable ones, across a desktop page. */
export const DesktopWidth: Story = {
  decorators: [(Story) => <div className="w-[75rem]">{Story()}</div>],
  render: (args: MemberGridProps) => (
    <div className="flex flex-col gap-8">
      <MemberGrid {...args} columns="compact" />
      <MemberGrid {...args} columns="comfortable" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [compact, comfortable] = canvas.getAllByRole("list");
    if (!compact || !comfortable) throw new Error("two lists expected");
    await expect(columnCount(compact)).toBe(6);
    await expect(columnCount(comfortable)).toBe(4);
  },
};

/** The first page loads: skeletons, announced once, and no list yet. */
export const Loading: Story = {
  args: { children: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(t("ui:member.loading"));
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(canvasElement.querySelectorAll("[data-slot=member-grid-skeleton]").length).toBeGreaterThan(
      0,
    );
  },
};

/** The members could not load: Try again in place of the grid, the failure announced. */
export const LoadError: Story = {
  args: { children: [], error: new Error("offline"), onRetry: fn() },
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(canvas.queryByRole("list")).toBeNull();
    await expectRetry(canvasElement, globals, args.onRetry);
  },
};

/** A further page loads: the cards stay, the grid is marked busy, no skeletons. */
export const LoadingMore: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(members.length);
    await expect(canvasElement.querySelector("[data-slot=member-grid]")).toHaveAttribute("aria-busy", "true");
    // The cards past the first few stand as skeletons for a task or two while they render.
    await waitFor(() => expect(canvasElement.querySelector("[data-slot=member-grid-skeleton]")).toBeNull());
  },
};

export const Empty: Story = {
  args: { children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("ui:member.empty"))).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** The app's own empty message: the search page's "no users found" with a way on. */
export const CustomEmpty: Story = {
  args: {
    children: [],
    empty: (
      <EmptyState
        title="No users found"
        description="Check the spelling, or browse who is online."
        action={<Button variant="outline">Who is online</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No users found")).toBeVisible();
    await expect(canvas.queryByText(t("ui:member.empty"))).toBeNull();
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("这里暂时还没有会员")).toBeVisible();
  },
};

/** Each state in each density, at a desktop column's width. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["filled", "loading", "empty", "failed"] as const}
      columns={["compact", "comfortable"] as const}
      render={(state, columns) => (
        <div className="w-[40rem]">
          <MemberGrid
            columns={columns}
            loading={state === "loading"}
            error={state === "failed"}
            onRetry={noop}
          >
            {state === "filled" ? cards(columns === "compact" ? 3 : 2) : []}
          </MemberGrid>
        </div>
      )}
    />
  ),
};

/**
 * Cards far below the screen wait as skeletons (a page of them takes a phone's main thread for
 * most of a second), and become cards as the reader comes near them: the grid here starts three
 * screens down, so only the first cards render until it is scrolled into view. A reader who lands
 * at the end (back from a profile, the End key) gets the cards there first; those far above wait.
 */
export const FarBelowTheScreen: Story = {
  decorators: [
    (Story) => (
      <div className="w-[22rem]">
        <div style={{ height: "300vh" }} />
        {Story()}
      </div>
    ),
  ],
  args: {
    children: Array.from({ length: 30 }, (_, i) => {
      const m = members[i % members.length] ?? linMei;
      return { ...m, id: 300 + i, username: `${m.username}${i}` };
    }).map((m) => <MemberCard key={m.id} member={m} onOpen={noop} />),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list");
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(30);
    const card = (index: number) => within(items[index] as HTMLElement).queryByRole("article");
    // Given time, the cards far from the screen still do not render.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(list).getAllByRole("article")).toHaveLength(FIRST_CARDS);
    // Straight to the end: the last card renders; one far above it, passed on the way, waits.
    items.at(-1)?.scrollIntoView({ block: "end" });
    await waitFor(() => expect(card(29)).toBeVisible(), { timeout: 5000 });
    await expect(card(8)).toBeNull();
    // Back up to it: it renders too.
    items[8]?.scrollIntoView({ block: "center" });
    await waitFor(() => expect(card(8)).toBeVisible(), { timeout: 5000 });
  },
};
