import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { ProfileAbout, type ProfileAboutLabels } from "./profile-about.tsx";

const labels: ProfileAboutLabels = {
  about: "About me",
  prompts: "Prompts",
  interests: "Looking for",
  languages: "Languages",
  empty: "LinMei has not written about herself yet.",
};

const prompts = [
  {
    key: "idealSunday",
    question: "My ideal Sunday",
    answer: "Dim sum with friends, then a slow walk by the river.",
  },
  { key: "greenFlag", question: "A green flag I look for", answer: "Kind to waiters and to cats." },
  {
    key: "travelStory",
    question: "My best travel story",
    answer: "Lost in Kyoto at midnight; found the best ramen of my life.",
  },
];

import { cvaArgTypes } from "../../../../.storybook/cva-arg-types.ts";
import { aboutVariants } from "./profile-about.tsx";

const meta = {
  title: "Components/Members/ProfileAbout",
  component: ProfileAbout,
  argTypes: cvaArgTypes(aboutVariants),
  args: {
    labels,
    about: "I teach piano in Taipei and bake bread on weekends.\nLooking for someone curious and gentle.",
    prompts,
    interests: ["Dating", "Long-term relationship"],
    languages: ["English", "繁體中文"],
    className: "max-w-3xl",
  },
} satisfies Meta<typeof ProfileAbout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every part, each a section named by its heading; the prompts as question and answer. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "About me" })).toBeInTheDocument();
    await expect(canvas.getByText(/I teach piano in Taipei/)).toBeVisible();
    await expect(canvas.getByText("My ideal Sunday")).toBeVisible();
    await expect(canvas.getByText(/Dim sum with friends/)).toBeVisible();
    await expect(canvas.getByRole("list", { name: "Looking for" })).toHaveTextContent("Dating");
    await expect(canvas.getByRole("list", { name: "Languages" })).toHaveTextContent("English");
  },
};

/** Unanswered prompts and empty parts say nothing; no "Languages" without languages. */
export const Partial: Story = {
  args: {
    about: "",
    languages: [],
    prompts: [
      prompts[0] as (typeof prompts)[number],
      { key: "secretTalent", question: "My secret talent", answer: "  " },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading", { name: "About me" })).toBeNull();
    await expect(canvas.queryByText("My secret talent")).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Languages" })).toBeNull();
    await expect(canvas.getByText("My ideal Sunday")).toBeVisible();
  },
};

/** Nothing written yet: one quiet line instead of empty boxes. */
export const Empty: Story = {
  args: { about: "", prompts: [], interests: [], languages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("LinMei has not written about herself yet.")).toBeVisible();
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["full", "prompts only", "empty"] as const}
      columns={["web", "mobile"] as const}
      render={(row, column) => (
        <ProfileAbout
          {...args}
          variant={column}
          className={column === "mobile" ? "w-[22rem]" : "w-[40rem]"}
          about={row === "full" ? args.about : ""}
          prompts={row === "empty" ? [] : args.prompts}
          interests={row === "full" ? args.interests : []}
          languages={row === "full" ? args.languages : []}
        />
      )}
    />
  ),
};
