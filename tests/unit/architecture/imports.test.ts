import { cruise, type IForbiddenRuleType } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

/**
 * The import rules of issues 22 and 33, checked by dependency-cruiser over the storefront, the
 * reference Shop API and its Node server (server.ts, server/), type-only imports included: no import
 * cycle; no server code (a `*.server.ts` module, anything in app/shop or server/) taking anything
 * from app/components, whose modules are the browser's (what both need lives in app/lib: types,
 * intents, constants); the app never imports the server (it gets what the server knows through
 * its load context), and the server reaches the built app only through server/build.ts.
 */
const RULES: IForbiddenRuleType[] = [
  { name: "no-cycle", severity: "error", from: {}, to: { circular: true } },
  {
    name: "server-code-not-from-components",
    severity: "error",
    // entry.server.tsx is the server's render of the app: it is made of components by design.
    from: { path: ["\\.server\\.ts$", "^app/shop/", "^server/", "^server\\.ts$"] },
    to: { path: "^app/components/" },
  },
  {
    name: "app-not-from-server",
    severity: "error",
    from: { path: "^app/" },
    to: { path: ["^server/", "^server\\.ts$"] },
  },
  {
    name: "server-not-from-build-output",
    severity: "error",
    from: { path: ["^server/", "^server\\.ts$"] },
    to: { path: "^build/" },
  },
];

describe("the import graph", () => {
  it("has no cycle, and no server code importing from app/components", async () => {
    const result = await cruise(
      ["app", "shop-api", "server.ts", "server"],
      {
        validate: true,
        ruleSet: { forbidden: RULES },
        tsPreCompilationDeps: true,
        doNotFollow: { path: "node_modules" },
        exclude: { path: "node_modules" },
        tsConfig: { fileName: "tsconfig.json" },
      },
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
