/**
 * Discovery on a phone as narrow as 320 px (issue 50): every card's quick actions (like, chat,
 * gift) are whole, at least 44 px, inside their card, and take a tap. The member is the phone's
 * own of the discovery journeys (discovery.e2e.ts), met by no other journey.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "./support/site.ts";

const ME = "member23@demo.example.com";

for (const width of [320, 375]) {
  test(`on a phone ${width} px wide, every card's quick actions are whole, 44 px and in reach`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 667 });
    await signIn(page, ME);
    await page.goto("/m/home/index");
    const cards = page.locator('[data-slot="member-card"]');
    await expect(cards.first()).toBeVisible();
    for (const index of [0, 1]) {
      const card = cards.nth(index);
      const frame = await card.boundingBox();
      if (!frame) throw new Error("the card has no box");
      const actions = [
        card.getByRole("button", { name: "Like" }),
        card.getByRole("button", { name: /^(Chat now|Say hello)$/ }),
        card.getByRole("button", { name: "Send a gift" }),
      ];
      for (const action of actions) {
        await action.scrollIntoViewIfNeeded();
        const box = await action.boundingBox();
        if (!box) throw new Error("the action has no box");
        const box_ = await card.boundingBox();
        if (!box_) throw new Error("the card has no box");
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(box_.x - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(box_.x + box_.width + 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // No label to cut: the name is for screen readers and the tooltip.
        await expect(action).toHaveText("");
      }
      expect(frame.width).toBeLessThan(width / 2);
    }
    // In reach: the first card's heart takes a tap (and it is given back).
    const heart = cards.first().getByRole("button", { name: "Like" });
    const before = await heart.getAttribute("aria-pressed");
    await heart.click();
    await expect(heart).not.toHaveAttribute("aria-pressed", before ?? "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", before ?? "false");
  });
}
