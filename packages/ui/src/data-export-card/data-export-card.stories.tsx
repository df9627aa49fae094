import type { ExportStatus } from "@site/contracts";
import { formatDate } from "@site/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { DataExportCard, type DataExportCardProps } from "./data-export-card.tsx";

const ASKED = Date.UTC(2026, 10, 26, 17, 0);
const READY = Date.UTC(2026, 10, 26, 17, 2);
/** The day the archive expires, as the card writes it in the story's language. */
const expiryDay = () => formatDate(Date.UTC(2026, 11, 3, 17, 2), storyLanguage(), "day");
const STATES: Record<ExportStatus["state"], ExportStatus> = {
  idle: { state: "idle", requested_at: null, ready_at: null, expires_at: null, bytes: null },
  building: { state: "building", requested_at: ASKED, ready_at: null, expires_at: null, bytes: null },
  ready: {
    state: "ready",
    requested_at: ASKED,
    ready_at: READY,
    expires_at: Date.UTC(2026, 11, 3, 17, 2),
    bytes: 12_437_000,
  },
  expired: {
    state: "expired",
    requested_at: ASKED,
    ready_at: READY,
    expires_at: Date.UTC(2026, 11, 3, 17, 2),
    bytes: null,
  },
  failed: { state: "failed", requested_at: ASKED, ready_at: null, expires_at: null, bytes: null },
};

/** Asking builds an archive that is ready a moment later, as the job and its mail would make it. */
function Working(args: DataExportCardProps) {
  const [status, setStatus] = useState(args.status);
  const [requesting, setRequesting] = useState(false);
  return (
    <DataExportCard
      {...args}
      status={status}
      requesting={requesting}
      onRequest={() => {
        args.onRequest();
        setRequesting(true);
        setTimeout(() => {
          setRequesting(false);
          setStatus(STATES.building);
          setTimeout(() => setStatus(STATES.ready), 300);
        }, 100);
      }}
    />
  );
}

const meta = {
  title: "Components/Members/DataExportCard",
  component: DataExportCard,
  args: { status: STATES.idle, onRequest: fn(), onDownload: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  render: (args) => <Working {...args} />,
} satisfies Meta<typeof DataExportCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle, then building (announced, no button), then ready with its size, expiry and download. */
export const RequestAndDownload: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole("region", { name: t("privacy:export.title") });
    await expect(card).toHaveTextContent(t("privacy:export.idle"));
    await userEvent.click(canvas.getByRole("button", { name: t("privacy:export.request") }));
    await expect(args.onRequest).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(t("privacy:export.building")));
    await expect(card).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryByRole("button")).toBeNull();
    const download = await canvas.findByRole("button", { name: t("privacy:export.download") });
    await expect(canvas.getByRole("status")).toHaveTextContent(t("privacy:export.ready"));
    await expect(canvas.getByRole("status")).toHaveTextContent("12.4 MB");
    await expect(canvas.getByRole("status")).toHaveTextContent(
      t("privacy:export.expiresOn", { date: expiryDay() }),
    );
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** An expired archive says when it expired and offers a new one; no download is offered. */
export const Expired: Story = {
  args: { status: STATES.expired },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      t("privacy:export.expired", { date: expiryDay() }),
    );
    await expect(canvas.queryByRole("button", { name: t("privacy:export.download") })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: t("privacy:export.again") }));
    await expect(args.onRequest).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: { status: STATES.failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(t("privacy:export.failed"));
    await expect(canvas.getByRole("button", { name: t("privacy:export.again") })).toBeEnabled();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  render: () => (
    <Catalog
      rows={["idle", "building", "ready", "expired", "failed"] as const}
      columns={["en", "requesting"] as const}
      render={(state, column) => (
        <DataExportCard
          className="w-[30rem]"
          status={STATES[state]}
          requesting={column === "requesting"}
          onRequest={() => {}}
          onDownload={() => {}}
        />
      )}
    />
  ),
};
