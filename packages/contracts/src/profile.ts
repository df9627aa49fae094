/**
 * The richer profile (issue 50): an "about me" beside the 30-character signature, up to three
 * answered prompts from a fixed list, and what makes a profile complete. Kept free of yup so that
 * the first screens (Me, home's nudge) can weigh a profile without loading the schemas.
 */

export const ABOUT_MAX = 500;
export const PROMPT_ANSWER_MAX = 150;
export const PROMPTS_MAX = 3;

/** The prompts a member may answer, by key; their texts are in the `members` namespace (`prompts.<key>`). */
export const PROFILE_PROMPTS = [
  "idealSunday",
  "lookingForSomeone",
  "greenFlag",
  "simplePleasures",
  "perfectFirstDate",
  "travelStory",
  "alwaysLaugh",
  "secretTalent",
  "weekendPlans",
  "favouriteFood",
  "proudOf",
  "dealBreaker",
] as const;
export type ProfilePromptKey = (typeof PROFILE_PROMPTS)[number];

export interface ProfilePrompt {
  key: ProfilePromptKey;
  answer: string;
}

export function isProfilePromptKey(value: unknown): value is ProfilePromptKey {
  return typeof value === "string" && (PROFILE_PROMPTS as readonly string[]).includes(value);
}

/** What a complete profile has, in the order the onboarding asks for it. */
export const PROFILE_PARTS = ["avatar", "about", "interest", "prompts"] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

export interface CompletenessInput {
  avatar?: string | null;
  about?: string | null;
  interest?: string | null;
  prompts?: readonly ProfilePrompt[] | null;
}

/** The parts a profile still lacks, and how complete it is (0 to 100, whole parts). */
export function profileCompleteness(profile: CompletenessInput): { percent: number; missing: ProfilePart[] } {
  const has: Record<ProfilePart, boolean> = {
    avatar: Boolean(profile.avatar),
    about: Boolean(profile.about?.trim()),
    interest: Boolean(profile.interest?.trim()),
    prompts: (profile.prompts ?? []).some((p) => p.answer.trim() !== ""),
  };
  const missing = PROFILE_PARTS.filter((part) => !has[part]);
  return {
    percent: Math.round(((PROFILE_PARTS.length - missing.length) / PROFILE_PARTS.length) * 100),
    missing,
  };
}
