import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { countryName } from "../member-card/member-facts.tsx";
import { ReviewCard } from "./review-card.tsx";
import { candidates, NOW } from "./story-review.ts";

const [linmei, noah] = candidates as [(typeof candidates)[0], (typeof candidates)[0]];

const meta = {
  title: "Components/Admin/ReviewCard",
  component: ReviewCard,
  args: {
    candidate: linmei,
    now: NOW,
    interests: ["Friendship", "Dating"],
    onApprove: fn(),
    onRefuse: fn(),
    className: "max-w-xl",
  },
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a moderator decides on: the person, their words and photos; then approve or refuse. */
export const Candidate: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole("article", { name: "LinMei" });
    await expect(card).toHaveTextContent(
      `30 · ${t("pages:admin.female")} · ${countryName("TW", storyLanguage())}`,
    );
    await expect(card).toHaveTextContent("linmei@example.com");
    // Interests by name, never the wire's codes.
    await expect(card).toHaveTextContent(t("pages:admin.lookingFor", { interests: "Friendship · Dating" }));
    await expect(card).not.toHaveTextContent("b,a");
    await expect(
      canvas
        .getByRole("region", { name: t("pages:admin.reportedPhotos", { name: "LinMei" }) })
        .querySelectorAll("img"),
    ).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: t("pages:admin.approve") }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: t("pages:admin.refuse") }));
    await expect(args.onRefuse).toHaveBeenCalledOnce();
  },
};

/** No photos, no signature: the card says so and keeps its shape. */
export const Sparse: Story = {
  args: { candidate: noah },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("pages:admin.noPhotos"))).toBeVisible();
    await expect(canvas.getByRole("article", { name: "NoahPark" })).toHaveTextContent(
      `36 · ${t("pages:admin.male")} · ${countryName("US", storyLanguage())}`,
    );
  },
};

/** While a decision is sent the buttons wait. */
export const Deciding: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: t("pages:admin.refuse") })).toBeDisabled();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["full", "sparse", "繁體中文", "deciding"] as const}
      columns={["console (560 px)"] as const}
      render={(row) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <ReviewCard
            {...args}
            className="w-[560px]"
            candidate={row === "sparse" ? noah : linmei}
            busy={row === "deciding"}
          />
        </InLanguage>
      )}
    />
  ),
};
