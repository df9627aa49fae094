import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { cover, photos } from "../member-card/story-members.ts";
import { ProfileGallery, type ProfileGalleryLabels } from "./profile-gallery.tsx";

const labels: ProfileGalleryLabels = {
  region: "Photos of LinMei",
  previous: "Previous photo",
  next: "Next photo",
  position: (n, total) => `Photo ${n} of ${total}`,
  photo: (n) => `LinMei's photo ${n}`,
};

const album = [
  { id: 3, img: cover },
  { id: 2, img: photos.rose },
  { id: 1, img: photos.honey },
];

const meta = {
  title: "Members/ProfileGallery",
  component: ProfileGallery,
  args: { photos: album, labels, className: "w-[22rem]" },
} satisfies Meta<typeof ProfileGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons step through the photos; the first has no "previous", the last no "next". */
export const Buttons: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Photos of LinMei" });
    await expect(region).toBeVisible();
    const previous = canvas.getByRole("button", { name: "Previous photo" });
    const next = canvas.getByRole("button", { name: "Next photo" });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByText("Photo 2 of 3")).toBeInTheDocument());
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeEnabled();
  },
};

/** Focused, the track steps with the arrow keys and jumps with Home and End. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const track = canvas.getByRole("region", { name: "Photos of LinMei" }).querySelector("[tabindex='0']");
    if (!(track instanceof HTMLElement)) throw new Error("no focusable track");
    track.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(canvas.getByText("Photo 2 of 3")).toBeInTheDocument());
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(canvas.getByText("Photo 3 of 3")).toBeInTheDocument());
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(canvas.getByText("Photo 1 of 3")).toBeInTheDocument());
  },
};

/** One photo: no buttons, no dots, nothing to step. */
export const Single: Story = {
  args: { photos: [{ id: 1, img: photos.sky }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "LinMei's photo 1" })).toBeInTheDocument();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** No photos: nothing at all, so the header shows its cover. */
export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot='profile-gallery']")).toBeNull();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["three photos", "one photo"] as const}
      columns={["web", "mobile"] as const}
      render={(row, column) => (
        <ProfileGallery
          {...args}
          variant={column}
          labels={{ ...labels, region: `Photos, ${row}, ${column}` }}
          className={column === "mobile" ? "w-[20rem]" : "w-[28rem]"}
          photos={row === "one photo" ? [{ id: 1, img: photos.sky }] : album}
        />
      )}
    />
  ),
};
