import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { SessionList, type SessionListProps } from "./session-list.tsx";
import { STORY_NOW, storyDevices } from "./story-devices.ts";

/** Ends sessions as the app does: the button spins, then the device leaves the list. */
function Working(args: SessionListProps) {
  const [devices, setDevices] = useState(args.devices);
  const [busy, setBusy] = useState<SessionListProps["busy"]>();
  const after = (what: SessionListProps["busy"], next: () => void) => {
    setBusy(what);
    setTimeout(() => {
      next();
      setBusy(undefined);
    }, 200);
  };
  return (
    <SessionList
      {...args}
      devices={devices}
      busy={busy}
      onSignOut={(id) => {
        args.onSignOut(id);
        after(id, () => setDevices((list) => list.filter((d) => d.id !== id)));
      }}
      onSignOutOthers={() => {
        args.onSignOutOthers();
        after("others", () => setDevices((list) => list.filter((d) => d.current === 1)));
      }}
    />
  );
}

const meta = {
  title: "Components/Members/SessionList",
  component: SessionList,
  args: { devices: storyDevices, now: STORY_NOW, onSignOut: fn(), onSignOutOthers: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  render: (args) => <Working {...args} />,
} satisfies Meta<typeof SessionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A device as the list names it in the story's language: "Chrome 131 on Windows". */
const device = (browser: string, os: string) => t("privacy:sessions.browserOn", { browser, os });

/** This device first and marked; the others in plain words, each with its own sign-out. */
export const Devices: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole("region", { name: t("privacy:sessions.title") });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(device("Safari 18", "iOS 18"));
    await expect(items[0]).toHaveTextContent(t("privacy:sessions.thisDevice"));
    await expect(items[0]).toHaveTextContent(t("privacy:sessions.activeNow"));
    // This device is signed out with the site's own sign-out, not from here.
    await expect(within(items[0] as HTMLElement).queryByRole("button")).toBeNull();
    await expect(items[1]).toHaveTextContent(device("Chrome 131", "Windows"));
    await expect(items[1]).toHaveTextContent(
      `${t("privacy:sessions.lastSeen")} ${t("ui:time.minutes", { count: 35 })}`,
    );
    // A browser the user agent did not name is still described by what is known.
    await expect(items[2]).toHaveTextContent(device(t("privacy:sessions.unknownBrowser"), "Android 15"));
    await expect(list).toHaveTextContent(t("privacy:sessions.others", { count: 2 }));

    await userEvent.click(
      canvas.getByRole("button", {
        name: t("privacy:sessions.signOutDevice", { device: device("Chrome 131", "Windows") }),
      }),
    );
    await expect(args.onSignOut).toHaveBeenCalledWith(37);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    await expect(list).toHaveTextContent(t("privacy:sessions.others", { count: 1 }));
  },
};

/** Everywhere else at once: only this device stays, and the button goes. */
export const SignOutEverywhereElse: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: t("privacy:sessions.signOutOthers") });
    await userEvent.click(button);
    await expect(args.onSignOutOthers).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute("aria-busy", "true");
    // While one ending is under way the other buttons wait.
    await expect(
      canvas.getByRole("button", {
        name: t("privacy:sessions.signOutDevice", { device: device("Chrome 131", "Windows") }),
      }),
    ).toBeDisabled();
    await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(1));
    await expect(canvas.getByText(t("privacy:sessions.onlyThis"))).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: t("privacy:sessions.signOutOthers") })).toBeNull();
  },
};

export const OnlyThisDevice: Story = {
  args: { devices: storyDevices.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  // The same card three times over: a page shows it once.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <Catalog
      rows={["devices"] as const}
      columns={["several", "signing out one", "only this one"] as const}
      render={(_, state) => (
        <SessionList
          className="w-[26rem]"
          devices={state === "only this one" ? storyDevices.slice(0, 1) : storyDevices}
          busy={state === "signing out one" ? 37 : undefined}
          now={STORY_NOW}
          onSignOut={() => {}}
          onSignOutOthers={() => {}}
        />
      )}
    />
  ),
};
