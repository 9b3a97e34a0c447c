import { type APIResponse, expect, test } from "@playwright/test";
import { PAGE_PATHS, signInWithACart } from "../support/pages";

// The Content-Security-Policy of every page (server-lib/content-security-policy.server.ts,
// docs/decisions/0025): a fresh nonce, carried by every script the page writes but its data (JSON-LD, the shell's values).

function policyOf(response: APIResponse, path: string): Map<string, string[]> {
  const header = response.headers()["content-security-policy"];
  expect(header, `${path}: enforced, not report-only`).toBeTruthy();
  return new Map(header!.split(/;\s*/).map((directive) => { const [name, ...values] = directive.split(/\s+/); return [name!, values]; }));
}

function nonceOf(policy: Map<string, string[]>, path: string): string {
  const scriptSrc = policy.get("script-src") ?? [];
  expect(scriptSrc, path).toContain("'strict-dynamic'");
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  return nonce!;
}

/** Every executable script of the page carries the policy's nonce. */
function expectScriptsNonced(html: string, nonce: string, path: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
  expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
}

test("every page, for a guest and a signed-in shopper, sends an enforced policy whose nonce its scripts carry", async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const guest = await playwright.request.newContext({ baseURL });
  const shopper = await playwright.request.newContext({ baseURL });
  await signInWithACart(shopper);
  const nonces = new Set<string>();
  for (const context of [guest, shopper]) {
    for (const path of PAGE_PATHS) {
      const response = await context.get(path);
      expect(response.status(), path).toBeLessThan(500);
      const policy = policyOf(response, path);
      expect(policy.get("object-src"), path).toEqual(["'none'"]);
      expect(policy.get("base-uri"), path).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors"), path).toEqual(["'self'"]);
      expect(policy.get("form-action")?.[0], path).toBe("'self'");
      expect(policy.get("img-src")?.slice(0, 2), path).toEqual(["'self'", "data:"]);
      const nonce = nonceOf(policy, path);
      expectScriptsNonced(await response.text(), nonce, path);
      nonces.add(nonce);
    }
  }
  // A nonce per response (a first visit's page may be replayed for a few seconds, with its header).
  expect(nonces.size).toBeGreaterThan(PAGE_PATHS.length);
  await guest.dispose();
  await shopper.dispose();
});

test("a first visit's page replayed from the page cache keeps the nonce its header names", async ({ playwright, baseURL }) => {
  for (let visit = 0; visit < 2; visit++) {
    const firstVisitor = await playwright.request.newContext({ baseURL });
    const response = await firstVisitor.get("/necklaces");
    expectScriptsNonced(await response.text(), nonceOf(policyOf(response, "/necklaces"), "/necklaces"), "/necklaces");
    await firstVisitor.dispose();
  }
});

test("files and the embedded Shop API's pages carry no page policy", async ({ request }) => {
  for (const path of ["/robots.txt", "/shop-api/payment-driver"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(400);
    expect(response.headers()["content-security-policy"], path).toBeUndefined();
  }
});
