import { createRequire } from "node:module";
import { cruise, type IConfiguration } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

/**
 * The layer rules of .dependency-cruiser.cjs (issues 22 and 33), checked over the storefront, the
 * reference Shop API and its Node server (server.ts, server/), type-only imports included.
 */
const config = createRequire(import.meta.url)("../../../.dependency-cruiser.cjs") as Required<Pick<IConfiguration, "forbidden" | "options">>;

describe("the import graph", () => {
  it("keeps the layer rules of .dependency-cruiser.cjs: no cycle, every import runs down", async () => {
    // The rules are the file's: a file that lost them would pass everything.
    expect(config.forbidden.map((rule) => rule.name)).toEqual(
      expect.arrayContaining([
        "no-cycle",
        "routes-only-down",
        "shop-not-from-routes-or-components",
        "components-not-from-shop",
        "components-not-from-routes",
        "lib-only-lib",
        "lib-has-no-server-module",
        "server-code-not-from-components",
      ]),
    );
    const result = await cruise(
      ["app", "shop-api", "server.ts", "server"],
      { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } },
      undefined,
      { tsConfig: extractTSConfig("tsconfig.json") },
    );
    if (typeof result.output === "string") throw new Error(result.output);
    const violations = result.output.summary.violations.map((violation) =>
      violation.cycle?.length
        ? `${violation.rule.name}: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(" → ")}`
        : `${violation.rule.name}: ${violation.from} → ${violation.to}`,
    );
    // It did read the code: the storefront's modules and their imports.
    expect(result.output.summary.totalCruised).toBeGreaterThan(200);
    expect(violations).toEqual([]);
    // Reading the whole tree takes 15 s on a quiet machine, and more than twice that on a busy one.
  }, 90_000);
});
