import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Catalog } from "../../../../stories/catalog.tsx";
import { TextArea } from "../text-field/text-area.tsx";
import { OnboardingSteps, type OnboardingStepsProps } from "./onboarding-steps.tsx";

const TITLES = ["Add your photo", "Tell us about you", "What are you looking for?", "Answer a prompt"];

const meta = {
  title: "Members/OnboardingSteps",
  component: OnboardingSteps,
  args: {
    step: 1,
    total: 4,
    title: "Tell us about you",
    description: "A few lines in your own words.",
    labels: { progress: "Step 2 of 4", skip: "Skip", back: "Back", next: "Save and continue" },
    children: <TextArea label="About me" rows={4} maxLength={500} showCounter />,
    onNext: fn(),
    onSkip: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof OnboardingSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The step's title is the page's heading; where one is, and every way on, is named. */
export const Step: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Tell us about you" })).toBeVisible();
    await expect(canvas.getByText("Step 2 of 4")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Skip" }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Save and continue" }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** The first step has no Back. */
export const FirstStep: Story = {
  args: {
    step: 0,
    title: "Add your photo",
    labels: { progress: "Step 1 of 4", skip: "Skip", back: "Back", next: "Save and continue" },
    onBack: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Back" })).toBeNull();
  },
};

function Walkthrough(props: OnboardingStepsProps) {
  const [step, setStep] = useState(0);
  return (
    <OnboardingSteps
      {...props}
      step={step}
      title={TITLES[step] ?? ""}
      labels={{ ...props.labels, progress: `Step ${step + 1} of 4` }}
      onNext={() => setStep((s) => Math.min(3, s + 1))}
      onSkip={() => setStep((s) => Math.min(3, s + 1))}
      onBack={step > 0 ? () => setStep((s) => s - 1) : undefined}
    />
  );
}

/** Moving on by keyboard: the new step's heading takes the focus, so reading starts at its top. */
export const KeyboardWalkthrough: Story = {
  render: (args) => <Walkthrough {...args} />,
  play: async ({ canvas }) => {
    const next = canvas.getByRole("button", { name: "Save and continue" });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByRole("heading", { level: 1, name: "Tell us about you" })).toHaveFocus(),
    );
    await expect(canvas.getByText("Step 2 of 4")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Skip" }));
    await waitFor(() =>
      expect(canvas.getByRole("heading", { level: 1, name: "What are you looking for?" })).toHaveFocus(),
    );
  },
};

export const CatalogStory: Story = {
  name: "Catalog",
  render: (args) => (
    <Catalog
      rows={["first", "middle"] as const}
      columns={["web", "mobile"] as const}
      render={(row, column) => (
        <OnboardingSteps
          {...args}
          variant={column}
          step={row === "first" ? 0 : 1}
          title={`${row === "first" ? "Add your photo" : "Tell us about you"} (${column})`}
          onBack={row === "first" ? undefined : args.onBack}
          className={column === "mobile" ? "w-[22rem]" : "w-[32rem]"}
        />
      )}
    />
  ),
};
