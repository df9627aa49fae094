import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { InstallPrompt } from "./install-prompt.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import { UpdatePrompt } from "./update-prompt.tsx";

const UPDATE = {
  title: "A new version is ready",
  text: "Reload to use it; what you are writing now stays until you do.",
  reload: "Reload to update",
  later: "Later",
};
const INSTALL = {
  title: "Add Amora to your home screen",
  text: "Open it like an app, full screen, and get notified of new chats and mail.",
  install: "Install",
  iosBefore: "Tap",
  iosAfter: "Share, then Add to Home Screen.",
  share: "Share",
  notNow: "Not now",
};

const meta = {
  title: "App/AppNotices",
  component: UpdatePrompt,
  args: { onReload: fn(), onLater: fn(), labels: UPDATE },
  parameters: { layout: "padded" },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  render: () => <OfflineBanner message="You are offline; what you see may be out of date" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "You are offline; what you see may be out of date",
    );
  },
};

/** A new release waits: the member chooses when to reload into it. */
export const Update: Story = {
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole("alertdialog", { name: "A new version is ready" });
    await expect(dialog).toHaveAccessibleDescription(UPDATE.text);
    await userEvent.click(canvas.getByRole("button", { name: "Reload to update" }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Later" }));
    await expect(args.onLater).toHaveBeenCalledOnce();
  },
};

export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Reload to update/ })).toBeDisabled();
  },
};

const install = fn();
const dismiss = fn();

/** Chromium offers installing: the card's button asks the browser. */
export const Install: Story = {
  render: () => <InstallPrompt kind="prompt" onInstall={install} onDismiss={dismiss} labels={INSTALL} />,
  beforeEach: () => {
    install.mockClear();
    dismiss.mockClear();
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: INSTALL.title });
    await expect(card).toHaveTextContent(INSTALL.text);
    await userEvent.click(canvas.getByRole("button", { name: "Install" }));
    await expect(install).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Not now" }));
    await expect(dismiss).toHaveBeenCalledOnce();
  },
};

/** iOS Safari has no install prompt: the card explains Share, then Add to Home Screen. */
export const InstallOnIos: Story = {
  render: () => <InstallPrompt kind="ios" onDismiss={dismiss} labels={INSTALL} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Install" })).toBeNull();
    await expect(canvas.getByRole("img", { name: "Share" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: INSTALL.title })).toHaveTextContent(
      "Tap Share, then Add to Home Screen.",
    );
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <div className="grid max-w-md gap-4">
      <OfflineBanner message="You are offline; what you see may be out of date" />
      <UpdatePrompt {...args} />
      <InstallPrompt kind="prompt" onInstall={fn()} onDismiss={fn()} labels={INSTALL} />
      {/* Two cards of one name would be two identical landmarks; the app shows one at a time. */}
      <InstallPrompt kind="ios" onDismiss={fn()} labels={{ ...INSTALL, title: "Add Amora to your iPhone" }} />
    </div>
  ),
};
