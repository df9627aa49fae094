/**
 * The alerting rules under Prometheus' own tool (Debian's `prometheus` package): promtool accepts
 * the rules and the configuration, and the rules' unit tests pass (deploy/prometheus/alerts.test.yml:
 * each alert fires on the failure it is named for, after its delay, and stays quiet on the
 * ordinary case beside it). npm test runs this suite when promtool is installed; CI requires it.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PROMETHEUS, ROOT, rules } from "./rules.ts";

const PROMTOOL = process.env.PROMTOOL ?? "/usr/bin/promtool";
const alerts = rules.map((rule) => rule.alert);

describe("promtool (Debian's prometheus package)", () => {
  const promtool = async (...args: string[]) => {
    try {
      return await promisify(execFile)(PROMTOOL, args, { cwd: ROOT });
    } catch (error) {
      const { code, stdout, stderr } = error as { code?: string; stdout?: string; stderr?: string };
      if (code === "ENOENT")
        throw new Error(`${PROMTOOL} is missing: apt-get install prometheus (or set PROMTOOL)`);
      throw new Error(`promtool ${args.join(" ")} failed:\n${stdout}${stderr}`);
    }
  };

  it("accepts the rules and the configuration", async () => {
    expect((await promtool("check", "rules", "deploy/prometheus/alerts.yml")).stdout).toContain(
      `SUCCESS: ${alerts.length} rules found`,
    );
    await promtool("check", "config", "--syntax-only", "deploy/prometheus/prometheus.yml");
  });

  it("fires each alert on its failure and not on the ordinary case beside it (alerts.test.yml)", async () => {
    const tests = readFileSync(path.join(PROMETHEUS, "alerts.test.yml"), "utf8");
    // Every alert has at least one case in which it fires.
    for (const alert of alerts) {
      expect(tests, alert).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:\\n\\s+- exp_labels`));
    }
    const { stdout } = await promtool("test", "rules", "deploy/prometheus/alerts.test.yml");
    expect(stdout).toContain("SUCCESS");
  });
});
