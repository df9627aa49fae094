import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { CloseIcon } from "./close-icon.tsx";
import { IconButton } from "./icon-button.tsx";

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M12 20.5s-8-4.9-8-11a4.6 4.6 0 018-3.1 4.6 4.6 0 018 3.1c0 6.1-8 11-8 11z" />
    </svg>
  );
}

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  args: { label: "Like", onClick: fn(), children: <HeartIcon /> },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Like" });
    await expect(button).toHaveAttribute("title", "Like");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Primary: Story = { args: { variant: "primary" } };

export const Keyboard: Story = {
  args: { label: "Close", variant: "outline", children: <CloseIcon /> },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Close" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Like" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Every variant in every size, and disabled. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={["ghost", "accent", "primary", "outline"] as const}
      columns={["sm", "md", "lg", "disabled"] as const}
      render={(variant, column) =>
        column === "disabled" ? (
          <IconButton variant={variant} label="Like" disabled>
            <HeartIcon />
          </IconButton>
        ) : (
          <IconButton variant={variant} size={column} label="Like">
            <HeartIcon />
          </IconButton>
        )
      }
    />
  ),
};
