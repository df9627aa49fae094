import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { Avatar } from "../avatar/avatar.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { linMei, photos } from "../member-card/story-members.ts";
import { type OfferPermission, UpgradeOffer } from "./upgrade-offer.tsx";

// The story catalog's lowest monthly prices: silver's 6 months for $120, gold's 12 for $348.
const SILVER_FROM = 20;
const GOLD_FROM = 29;

/** What a member's profile shows, as the member list already showed it: the glimpse behind. */
function ProfileGlimpse() {
  return (
    <div className="grid gap-4 rounded-2xl bg-surface p-5 shadow-card">
      <div className="flex items-center gap-4">
        <Avatar src={linMei.avatar} name={linMei.username} size="xl" />
        <div>
          <p className="font-bold text-ink-900 text-xl">{linMei.username}</p>
          <p className="text-ink-600 text-sm">29 · Taipei</p>
        </div>
      </div>
      <p className="text-ink-700 text-sm">
        Weekends are for hiking and the night market. Looking for someone kind who laughs easily.
      </p>
      <div className="grid grid-cols-3 gap-2">
        {[photos.rose, photos.honey, photos.plum].map((src) => (
          <img key={src} src={src} alt="" className="aspect-square w-full rounded-lg object-cover" />
        ))}
      </div>
    </div>
  );
}

function MailGlimpse() {
  return (
    <article className="grid gap-3 rounded-2xl bg-surface p-5 shadow-card">
      <div className="flex items-center gap-3">
        <Avatar src={photos.sky} name="noah" size="md" />
        <p className="font-semibold text-ink-900">noah</p>
      </div>
      <p className="text-ink-700 text-sm leading-relaxed">
        Hi, I saw your photos from the coast and had to say hello. I grew up by the sea too, and I still go
        back every summer. What do you like to do on a quiet Sunday?
      </p>
    </article>
  );
}

function VideoGlimpse() {
  return (
    <div className="grid grid-cols-2 gap-2 rounded-2xl bg-surface p-3 shadow-card sm:grid-cols-3">
      {(["rose", "sky", "honey", "plum"] as const).map((name) => (
        <div key={name} className="relative aspect-video overflow-hidden rounded-lg bg-ink-900">
          <img src={photos[name]} alt="" className="size-full object-cover opacity-80" />
        </div>
      ))}
    </div>
  );
}

function PhotoCommentGlimpse() {
  return (
    <div className="grid gap-3 rounded-2xl bg-surface p-3 shadow-card">
      <img src={photos.honey} alt="" className="aspect-[4/3] w-full rounded-lg object-cover" />
      <p className="rounded-lg bg-ink-50 px-3 py-2 text-ink-600 text-sm">What a lovely place. Where is it?</p>
    </div>
  );
}

const glimpses: Record<OfferPermission, () => ReactNode> = {
  View_profiles: () => <ProfileGlimpse />,
  Read_mails: () => <MailGlimpse />,
  View_video: () => <VideoGlimpse />,
  Comment_photo: () => <PhotoCommentGlimpse />,
  Comment_video: () => <PhotoCommentGlimpse />,
  Search_users: () => null,
};

const meta = {
  title: "Components/Payments/UpgradeOffer",
  tags: ["vip", "会员", "會員", "membership"],
  component: UpgradeOffer,
  args: {
    permission: "View_profiles",
    tier: 1,
    monthlyPrice: SILVER_FROM,
    href: "/w/home/upgrade",
    children: <ProfileGlimpse />,
  },
  render: (args) => (
    <div className="max-w-xl">
      <UpgradeOffer {...args} />
    </div>
  ),
} satisfies Meta<typeof UpgradeOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The offer's words in the story's language, as the component composes them. */
const silver = () => t("store:payments.upgrade.silver");
const gold = () => t("store:payments.upgrade.gold");
const upgradeTo = (tier: string) => t("store:payments.offer.upgrade", { tier });
const from = (dollars: string) =>
  t("store:payments.upgrade.from", { price: `${t("store:payments.dollar")}${dollars}` });

/** The offer's words, plan, price and way up, and the preview behind it out of reach. */
async function expectOffer(
  canvasElement: HTMLElement,
  canvas: { getByRole: (role: string, options: { name: string | RegExp }) => HTMLElement },
  { heading, tier, price, upgrade }: { heading: string; tier: string; price: string; upgrade: string },
) {
  const offer = canvas.getByRole("region", { name: heading });
  await expect(canvas.getByRole("heading", { name: heading })).toBeVisible();
  await expect(offer).toHaveTextContent(tier);
  await expect(offer).toHaveTextContent(price);
  const link = canvas.getByRole("link", { name: upgrade });
  await expect(link).toHaveAttribute("href", "/w/home/upgrade");
  const preview = canvasElement.querySelector("[data-slot=upgrade-offer-preview]");
  if (preview) {
    await expect(preview).toHaveAttribute("aria-hidden", "true");
    await expect(preview).toHaveAttribute("inert");
  }
  // The Upgrade link is the first stop of the keyboard: nothing in the preview takes focus.
  await userEvent.tab();
  await expect(link).toHaveFocus();
}

/** A free member opens a profile: silver opens every profile (spec §6). */
export const View_profiles: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectOffer(canvasElement, canvas, {
      heading: t("store:payments.offer.View_profiles.title"),
      tier: t("ui:vip.1"),
      price: from("20.00"),
      upgrade: upgradeTo(silver()),
    });
    // The preview's picture is not announced: only the offer is.
    await expect(canvas.queryByRole("img", { name: linMei.username })).toBeNull();
  },
};

/** A silver member opens a mail: gold reads mail (spec §6 Read_mails, beside Auth_message). */
export const Read_mails: Story = {
  args: { permission: "Read_mails", tier: 2, monthlyPrice: GOLD_FROM, children: <MailGlimpse /> },
  play: async ({ canvas, canvasElement }) => {
    await expectOffer(canvasElement, canvas, {
      heading: t("store:payments.offer.Read_mails.title"),
      tier: t("ui:vip.2"),
      price: from("29.00"),
      upgrade: upgradeTo(gold()),
    });
  },
};

/** The video tab of someone else's album (spec §4: videos need vipStatus 1). */
export const View_video: Story = {
  args: { permission: "View_video", tier: 2, monthlyPrice: GOLD_FROM, children: <VideoGlimpse /> },
  play: async ({ canvas, canvasElement }) => {
    await expectOffer(canvasElement, canvas, {
      heading: t("store:payments.offer.View_video.title"),
      tier: t("ui:vip.2"),
      price: from("29.00"),
      upgrade: upgradeTo(gold()),
    });
  },
};

/** A comment on a photo, in place of the comment box. */
export const Comment_photo: Story = {
  args: { permission: "Comment_photo", tier: 2, monthlyPrice: GOLD_FROM, children: <PhotoCommentGlimpse /> },
  play: async ({ canvas, canvasElement }) => {
    await expectOffer(canvasElement, canvas, {
      heading: t("store:payments.offer.Comment_photo.title"),
      tier: t("ui:vip.2"),
      price: from("29.00"),
      upgrade: upgradeTo(gold()),
    });
  },
};

const onUpgrade = fn();

/** In the app the link navigates in place: a plain click calls onUpgrade instead of loading the page. */
export const AppNavigation: Story = {
  args: { onUpgrade },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("link", { name: upgradeTo(silver()) }));
    await expect(onUpgrade).toHaveBeenCalledOnce();
  },
};

/** The price waits for the catalog: no empty "From" while it loads. */
export const PriceLoading: Story = {
  args: { monthlyPrice: undefined },
  play: async ({ canvas }) => {
    const offer = canvas.getByRole("region", { name: t("store:payments.offer.View_profiles.title") });
    // Neither side of "From {{price}} / month" shows without a price.
    for (const side of t("store:payments.upgrade.from", { price: "|" }).split("|")) {
      if (side.trim()) await expect(offer).not.toHaveTextContent(side.trim());
    }
    await expect(canvas.getByRole("link", { name: upgradeTo(silver()) })).toBeVisible();
  },
};

/** Without a preview (the search screen): the offer alone. */
export const Search_users: Story = {
  args: { permission: "Search_users", children: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expectOffer(canvasElement, canvas, {
      heading: t("store:payments.offer.Search_users.title"),
      tier: t("ui:vip.1"),
      price: from("20.00"),
      upgrade: upgradeTo(silver()),
    });
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { permission: "Read_mails", tier: 2, monthlyPrice: GOLD_FROM, children: <MailGlimpse /> },
  play: async ({ canvas, canvasElement }) => {
    await expectOffer(canvasElement, canvas, {
      heading: "有人给您写了邮件",
      tier: "黄金会员",
      price: "每月 US$29.00 起",
      upgrade: "升级为黄金会员",
    });
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: "zhtw" },
  play: async ({ canvas, canvasElement }) => {
    await expectOffer(canvasElement, canvas, {
      heading: "查看完整資料",
      tier: "白銀會員",
      price: "每月 US$20.00 起",
      upgrade: "升級為白銀會員",
    });
  },
};

/** At 320 px the offer keeps its words whole and its link in reach, without scrolling sideways. */
export const NarrowPhone: Story = {
  render: (args) => (
    <div className="w-[320px]">
      <UpgradeOffer {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const offer = canvas.getByRole("region", { name: t("store:payments.offer.View_profiles.title") });
    await expect(offer.scrollWidth).toBeLessThanOrEqual(offer.clientWidth);
    await expect(canvas.getByRole("link", { name: upgradeTo(silver()) })).toBeVisible();
    await expect(canvasElement.querySelector("h2")?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

const permissions = ["View_profiles", "Read_mails", "View_video", "Comment_photo"] as const;

/** Each permission's offer, at a phone's width and the desktop's, in English and traditional Chinese. */
export const CatalogStory: Story = {
  name: "Catalog",
  // A grid of the same offer, so the same named regions repeat on purpose.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <Catalog
      rows={[...permissions, "繁體中文"] as const}
      columns={["phone (320 px)", "desktop (560 px)"] as const}
      render={(row, column) => {
        const permission: OfferPermission = row === "繁體中文" ? "View_profiles" : row;
        const silver = permission === "View_profiles";
        return (
          <InLanguage lang={row === "繁體中文" ? "zhtw" : "en"}>
            <div className={column.startsWith("phone") ? "w-[320px]" : "w-[560px]"}>
              <UpgradeOffer
                permission={permission}
                tier={silver ? 1 : 2}
                monthlyPrice={silver ? SILVER_FROM : GOLD_FROM}
                href="/w/home/upgrade"
              >
                {glimpses[permission]()}
              </UpgradeOffer>
            </div>
          </InLanguage>
        );
      }}
    />
  ),
};
