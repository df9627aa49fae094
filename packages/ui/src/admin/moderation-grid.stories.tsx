import type { ContentItem } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { cover, photos } from "../member-card/story-members.ts";
import { ModerationGrid } from "./moderation-grid.tsx";
import { NOW } from "./story-review.ts";

const now = NOW.getTime();
const at = (minutes: number) => Math.floor(now / 1000) - minutes * 60;
const items: ContentItem[] = [
  {
    source: "trend",
    id: 7,
    kind: "trend",
    img: "",
    video: "",
    text: "Add me on WhatsApp, I have an investment tip for you",
    member: { id: 3, username: "LuckyStar" },
    create_time: at(4),
  },
  {
    source: "upload",
    id: 41,
    kind: "avatar",
    img: photos.rose,
    video: "",
    text: "",
    member: { id: 5, username: "LinMei" },
    create_time: at(12),
  },
  {
    source: "upload",
    id: 40,
    kind: "video",
    img: cover,
    video: "/videos/a.mp4",
    text: "",
    member: { id: 6, username: "NoahPark" },
    create_time: at(55),
  },
  {
    source: "upload",
    id: 39,
    kind: "image",
    img: photos.honey,
    video: "",
    text: "",
    member: { id: 5, username: "LinMei" },
    create_time: at(130),
  },
];

const meta = {
  title: "Components/Admin/ModerationGrid",
  component: ModerationGrid,
  args: { items, onTakeDown: fn(), now, className: "max-w-5xl" },
} satisfies Meta<typeof ModerationGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each tile says what it is and whose; its button takes that one down. */
export const Newest: Story = {
  play: async ({ canvas, args }) => {
    const tiles = canvas.getAllByRole("article");
    await expect(tiles).toHaveLength(4);
    const post = canvas.getByRole("article", { name: `${t("pages:admin.kind_trend")}, LuckyStar` });
    await expect(post).toHaveTextContent("WhatsApp");
    await expect(post).toHaveTextContent(t("ui:time.minutes", { count: 4 }));
    await expect(
      canvas.getByRole("link", { name: t("pages:admin.playVideo", { name: "NoahPark" }) }),
    ).toHaveAttribute("href", "/videos/a.mp4");
    await userEvent.click(
      within(canvas.getByRole("article", { name: `${t("pages:admin.kind_avatar")}, LinMei` })).getByRole(
        "button",
        {
          name: t("pages:admin.takeDown"),
        },
      ),
    );
    await expect(args.onTakeDown).toHaveBeenCalledWith(items[1]);
  },
};

/** While one is taken down its button waits; the others stay usable. */
export const TakingDown: Story = {
  args: { busy: "upload:41" },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole("article", { name: `${t("pages:admin.kind_avatar")}, LinMei` });
    await expect(
      within(avatar).getByRole("button", { name: new RegExp(t("pages:admin.takeDown")) }),
    ).toBeDisabled();
    await expect(
      within(canvas.getByRole("article", { name: `${t("pages:admin.kind_trend")}, LuckyStar` })).getByRole(
        "button",
      ),
    ).toBeEnabled();
  },
};

/** Nothing new: the grid says so. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t("pages:admin.contentEmpty"))).toBeVisible();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["tiles", "繁體中文", "empty"] as const}
      columns={["console"] as const}
      render={(row) => (
        <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
          <ModerationGrid
            {...args}
            className="w-[900px]"
            items={row === "empty" ? [] : items}
            busy={row === "繁體中文" ? "upload:40" : undefined}
          />
        </InLanguage>
      )}
    />
  ),
};
