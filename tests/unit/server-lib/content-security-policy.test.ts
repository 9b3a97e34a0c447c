import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, DEFAULT_GATEWAY_ORIGINS, formTargetsFrom, newNonce, policyHeader } from "~/server-lib/content-security-policy.server";

describe("the pages' Content-Security-Policy", () => {
  it("lets scripts run only by the nonce, and what those load", () => {
    const policy = contentSecurityPolicy("abc", { formTargets: [] });
    expect(policy["script-src"]).toEqual(["'nonce-abc'", "'strict-dynamic'", "'self'"]);
    expect(policyHeader(policy)).toMatch(/^default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' 'self'; /);
  });

  it("makes a new 128-bit nonce each time, past the end of its pool of random bytes too", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("sends forms to the shop and the gateways: the defaults, or the configured ones, and a remote Shop API's sandbox", () => {
    expect(formTargetsFrom({})).toEqual(DEFAULT_GATEWAY_ORIGINS);
    expect(formTargetsFrom({ PAYMENT_GATEWAY_ORIGINS: "https://pay.example, https://bank.example", SHOP_API_URL: "https://api.example/shop-api/" })).toEqual([
      "https://pay.example",
      "https://bank.example",
      "https://api.example",
    ]);
    expect(contentSecurityPolicy("n", { formTargets: ["https://pay.example"] })["form-action"]).toEqual(["'self'", "https://pay.example"]);
  });
});
