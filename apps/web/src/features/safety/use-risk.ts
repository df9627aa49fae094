/**
 * The safety rules of contracts (assessMessage), loaded with the first conversation or mail that
 * needs them rather than with the first screen. Until they arrive nothing is marked or asked.
 */
import type { RiskKind } from "@site/contracts";
import { useCallback, useEffect, useState } from "react";

type Rules = typeof import("@site/contracts/safety");
let rules: Rules | undefined;
let loading: Promise<Rules> | undefined;

/** Risks by text: a conversation is assessed again on every new message, its old ones are not. */
const seen = new Map<string, readonly RiskKind[] | undefined>();
const SEEN_MAX = 2000;

function riskOf(assess: Rules["assessMessage"], text: string): readonly RiskKind[] | undefined {
  if (seen.has(text)) return seen.get(text);
  const { risky, kinds } = assess(text);
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(text, risky ? kinds : undefined);
  return risky ? kinds : undefined;
}

/** `riskOf(text)`: the kinds of risk a text carries, or undefined (also while the rules load). */
export function useRisk(): (text: string) => readonly RiskKind[] | undefined {
  const [loaded, setLoaded] = useState(rules);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loading ??= import("@site/contracts/safety").then((m) => {
      rules = m;
      return m;
    });
    void loading.then((m) => live && setLoaded(m));
    return () => {
      live = false;
    };
  }, [loaded]);
  return useCallback((text: string) => (loaded ? riskOf(loaded.assessMessage, text) : undefined), [loaded]);
}
