import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { PAGE_PATHS, signInWithACart } from "../support/pages";

/*
 * The W3C's Nu HTML Checker (vnu, from the `vnu-jar` dev dependency, on Java) over every page of the
 * route table and every dialog opened by URL, in both languages: each page as a guest and signed in
 * (with an item in the cart), on a phone and on a desktop by turns, and as a lite page. Its errors
 * count, but for those of its CSS parser, which knows less CSS than browsers do (`@property`,
 * `margin-trim`, container queries).
 */

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const VNU = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

test("the Nu HTML Checker finds no error on any page: both languages, signed out and in, phone and desktop, full and lite", async ({ playwright, request, baseURL }) => {
  test.setTimeout(240_000);
  const shopper = await playwright.request.newContext({ baseURL });
  await signInWithACart(shopper);
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  const fetchPage = async (client: APIRequestContext, page: string, variant: string, headers: Record<string, string>) => {
    const response = await client.get(page, { headers, maxRedirects: 0 });
    // A page that sends the visitor elsewhere (a guest's profile, to sign in) is checked where it leads, on its own.
    if (response.status() >= 300 && response.status() < 400) return;
    expect(response.status(), `${page} (${variant})`).toBeLessThan(500);
    const file = path.join(dir, `${files.size}.html`);
    writeFileSync(file, await response.body());
    files.set(`file:${file}`, `${page} (${variant})`);
  };
  for (const [index, page] of PAGE_PATHS.entries()) {
    const [size, userAgent] = index % 2 === 0 ? ["phone", PHONE] : ["desktop", DESKTOP];
    await fetchPage(request, page, `guest, ${size}`, { "User-Agent": userAgent });
    await fetchPage(shopper, page, `signed in, ${index % 2 === 0 ? "desktop" : "phone"}`, { "User-Agent": index % 2 === 0 ? DESKTOP : PHONE });
    await fetchPage(request, page, "lite", { "User-Agent": PHONE, "Save-Data": "on" });
  }
  await shopper.dispose();
  expect(files.size).toBeGreaterThan(PAGE_PATHS.length * 2);

  const vnu = spawnSync(process.env.JAVA_PATH ?? "java", ["-jar", VNU, "--errors-only", "--format", "json", ...[...files.keys()].map((url) => url.slice("file:".length))], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(vnu.error, "java runs the checker").toBeUndefined();
  const { messages } = JSON.parse(vnu.stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .filter((message) => !message.message.startsWith("CSS:"))
    .map((message) => `${files.get(message.url) ?? message.url}: ${message.message} ${message.extract?.slice(0, 120) ?? ""}`);
  expect(errors).toEqual([]);
});
