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

/** Every variant in every size and state. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["primary", "secondary", "outline", "ghost", "danger", "gold"] as const}
      columns={["sm", "md", "lg", "disabled", "loading"] as const}
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
