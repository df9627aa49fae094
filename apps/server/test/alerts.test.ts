/**
 * The alerting rules an operator loads into Prometheus (deploy/prometheus, issue 16): each one
 * parses, asks only for metrics and labels that an instance really exports at /metrics (a renamed
 * metric or label would leave an alert that can never fire), keeps the labels its message names,
 * and has its row in the README's runbook. That each fires as its unit tests say is
 * test/alerts/promtool.test.ts (it needs Debian's promtool).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parser } from "@prometheus-io/lezer-promql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRunner } from "../src/jobs.ts";
import { ROOT, readYaml, rules } from "./alerts/rules.ts";
import { form, signUp, type TestApp, testApp } from "./helper.ts";

/** What Prometheus itself gives every series of a target (and `up` is its own). */
const TARGET_LABELS = new Set(["job", "instance"]);
const SEVERITIES = new Set(["page", "ticket"]);

const config = readYaml<{ rule_files: string[]; scrape_configs: { job_name: string }[] }>(
  "deploy/prometheus/prometheus.yml",
);

/** What an expression reads: its metrics with the labels each selector matches on, its grouping labels. */
function readExpression(expr: string) {
  const tree = parser.parse(expr);
  const errors: string[] = [];
  const selectors: { metric: string; labels: string[]; values: Record<string, string> }[] = [];
  const grouping: string[] = [];
  let aggregated = false;
  const text = (from: number, to: number) => expr.slice(from, to);
  tree.iterate({
    enter(node) {
      if (node.type.isError) errors.push(`at ${node.from}: ${text(node.from, node.to + 10)}`);
      if (node.name === "AggregateExpr") aggregated = true;
      if (node.name === "GroupingLabels") {
        const labels = node.node.getChildren("LabelName");
        grouping.push(...labels.map((l) => text(l.from, l.to)));
      }
      if (node.name === "VectorSelector") {
        const id = node.node.getChild("Identifier");
        const matchers = node.node.getChild("LabelMatchers");
        const labels: string[] = [];
        const values: Record<string, string> = {};
        for (const matcher of matchers?.getChildren("UnquotedLabelMatcher") ?? []) {
          const name = matcher.getChild("LabelName");
          const op = matcher.getChild("MatchOp");
          const value = matcher.getChild("StringLiteral");
          if (!name) continue;
          const label = text(name.from, name.to);
          labels.push(label);
          if (op && text(op.from, op.to) === "=" && value)
            values[label] = JSON.parse(text(value.from, value.to));
        }
        if (id) selectors.push({ metric: text(id.from, id.to), labels, values });
      }
    },
  });
  return { errors, selectors, grouping, aggregated };
}

/** Each series name of Prometheus' text format with the label names its samples carry. */
function exposition(text: string): Map<string, Set<string>> {
  const series = new Map<string, Set<string>>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? /.exec(line);
    if (!match?.[1]) continue;
    const labels = series.get(match[1]) ?? new Set<string>();
    for (const pair of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="/g))
      if (pair[1]) labels.add(pair[1]);
    series.set(match[1], labels);
  }
  return series;
}

let t: TestApp;
let exported: Map<string, Set<string>>;
beforeAll(async () => {
  t = await testApp();
  // Every labelled series appears once it has a sample: a call, a job's turns (done, skipped,
  // failed), then the scrape.
  const { username } = await signUp(t);
  await t.app.inject({
    method: "POST",
    url: "/member/index/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form({ username, password: "secret-tulip-42" }),
  });
  const job = { name: "test.alerts", everyMs: 60_000, done: "done", run: async () => 1 };
  const runner = jobRunner(t.ctx, job);
  await Promise.all([runner.tick(), runner.tick()]);
  await jobRunner(t.ctx, { ...job, run: () => Promise.reject(new Error("down")) }).tick();
  const res = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
  expect(res.statusCode).toBe(200);
  exported = exposition(res.body);
});
afterAll(() => t.close());

describe("the alerting rules", () => {
  it("are there, each with a severity, a message, a delay and a runbook", () => {
    expect(rules.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rules.map((r) => r.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.alert, rule.alert).toMatch(/^Amora[A-Z][A-Za-z]+$/);
      expect(SEVERITIES.has(rule.labels?.severity ?? ""), `${rule.alert}: severity page or ticket`).toBe(
        true,
      );
      expect(rule.for, `${rule.alert}: a 'for' so that one bad scrape pages nobody`).toMatch(/^\d+[smh]$/);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.description, rule.alert).toBeTruthy();
      expect(rule.annotations?.runbook, rule.alert).toBe("README.md#alerts");
    }
  });

  it("parse as PromQL and read only metrics and labels an instance exports", () => {
    expect(exported.size).toBeGreaterThan(20);
    const jobs = new Set(config.scrape_configs.map((c) => c.job_name));
    for (const rule of rules) {
      const { errors, selectors, grouping } = readExpression(rule.expr);
      expect(errors, `${rule.alert}: ${rule.expr}`).toEqual([]);
      expect(selectors.length, rule.alert).toBeGreaterThan(0);
      const known = new Set(TARGET_LABELS);
      for (const { metric, labels, values } of selectors) {
        // `up` is Prometheus' own, with the target's labels only.
        const has = metric === "up" ? new Set<string>() : exported.get(metric);
        expect(has, `${rule.alert} reads ${metric}, which /metrics does not export`).toBeDefined();
        for (const label of has ?? []) known.add(label);
        for (const label of labels) {
          expect(
            has?.has(label) || TARGET_LABELS.has(label),
            `${rule.alert}: ${metric} has no label ${label}`,
          ).toBe(true);
        }
        if (values.job !== undefined)
          expect(jobs.has(values.job), `${rule.alert}: job="${values.job}"`).toBe(true);
      }
      for (const label of grouping) expect(known.has(label), `${rule.alert}: groups by ${label}`).toBe(true);
    }
  });

  it("name in their messages only labels that the expression keeps", () => {
    for (const rule of rules) {
      const { selectors, grouping, aggregated } = readExpression(rule.expr);
      // An aggregation keeps only its `by` labels; a bare selector keeps its series' labels.
      const kept = new Set(
        aggregated
          ? grouping
          : [...TARGET_LABELS, ...selectors.flatMap((s) => [...(exported.get(s.metric) ?? [])])],
      );
      const text = Object.values(rule.annotations ?? {}).join(" ");
      for (const [, label] of text.matchAll(/\$labels\.([a-zA-Z_]+)/g)) {
        expect(
          kept.has(label ?? ""),
          `${rule.alert} names $labels.${label}, which its expression drops`,
        ).toBe(true);
      }
    }
  });

  it("can be told apart from Prometheus' own labels: no exported series has a `job` or `instance` label", () => {
    // Prometheus renames such a label to exported_job / exported_instance, and rules reading the
    // original name would match nothing.
    for (const [metric, labels] of exported) {
      for (const label of TARGET_LABELS)
        expect(labels.has(label), `${metric} has a ${label} label`).toBe(false);
    }
  });

  it("each have their row in the README's runbook, and the runbook no other", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("### Alerts"));
    const end = section.indexOf("\n#", 1);
    const rows = (end < 0 ? section : section.slice(0, end)).matchAll(
      /^\| `(Amora[A-Za-z]+)` \| (page|ticket) \|/gm,
    );
    const documented = new Map([...rows].map((row) => [row[1], row[2]]));
    expect([...documented.keys()].sort()).toEqual(rules.map((r) => r.alert).sort());
    for (const rule of rules) expect(documented.get(rule.alert), rule.alert).toBe(rule.labels?.severity);
  });

  it("are the files compose mounts where Prometheus' configuration looks for them", () => {
    const compose = readYaml<{ services: Record<string, { volumes?: string[] }> }>("compose.yaml");
    const volumes = compose.services.prometheus?.volumes ?? [];
    const mounted = (file: string) =>
      volumes.find((v) => v.startsWith(`./deploy/prometheus/${file}:`))?.split(":")[1] ?? "(not mounted)";
    expect(config.rule_files).toEqual([mounted("alerts.yml")]);
    expect(mounted("prometheus.yml")).toBe("/etc/prometheus/prometheus.yml");
  });
});
