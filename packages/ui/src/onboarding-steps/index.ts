export {
  OnboardingSteps,
  type OnboardingStepsLabels,
  type OnboardingStepsProps,
} from "./onboarding-steps.tsx";
