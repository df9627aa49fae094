import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Button } from "./button.tsx";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Send message", onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Send message" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Two buttons sharing a narrow row, as on a member card: the dense one that fills takes the room
 * the other leaves, with less padding at its sides, and its label truncates instead of pushing
 * its neighbour out of the row.
 */
export const DenseAndFill: Story = {
  render: (args) => (
    <div className="flex w-48 items-center gap-2 rounded-xl bg-surface p-2" data-testid="row">
      <Button {...args} size="sm" dense fill>
        <span className="truncate">Say hello to Mia, who is online</span>
      </Button>
      <Button size="sm" variant="outline">
        Follow
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByTestId("row").getBoundingClientRect();
    const [fill, follow] = canvas.getAllByRole("button");
    const fillBox = (fill as HTMLElement).getBoundingClientRect();
    const followBox = (follow as HTMLElement).getBoundingClientRect();
    // The second button keeps its whole width inside the row; the first takes the rest.
    await expect(followBox.right).toBeLessThanOrEqual(row.right);
    await expect(fillBox.width).toBeGreaterThan(40);
    await expect(fillBox.right).toBeLessThanOrEqual(followBox.left);
    const label = (fill as HTMLElement).querySelector("span") as HTMLElement;
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    // Dense: 8 px at each side, where a small button has 12.
    await expect(getComputedStyle(fill as HTMLElement).paddingInlineStart).toBe("8px");
    await expect(getComputedStyle(follow as HTMLElement).paddingInlineStart).toBe("12px");
  },
};

/** Every variant in every size and state. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["primary", "secondary", "outline", "ghost", "quiet", "danger", "gold"] as const}
      columns={["xs", "sm", "md", "lg", "disabled", "loading"] as const}
      render={(variant, column) =>
        column === "disabled" ? (
          <Button variant={variant} disabled>
            Follow
          </Button>
        ) : column === "loading" ? (
          <Button variant={variant} loading>
            Follow
          </Button>
        ) : (
          <Button variant={variant} size={column}>
            Follow
          </Button>
        )
      }
    />
  ),
};
