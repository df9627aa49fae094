/** The alerting rules and Prometheus' configuration as deploy/prometheus holds them, for their tests. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";

export const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
export const PROMETHEUS = path.join(ROOT, "deploy/prometheus");

export interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** A YAML file of the repository, by its path from the root. */
export const readYaml = <T>(file: string): T => parseYaml(readFileSync(path.join(ROOT, file), "utf8")) as T;

export const rules: Rule[] = readYaml<{ groups: { rules: Rule[] }[] }>(
  "deploy/prometheus/alerts.yml",
).groups.flatMap((group) => group.rules);
