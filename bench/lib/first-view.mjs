// What a page's first view costs on a phone: every request the browser makes until the page has
// loaded and the network is quiet, without scrolling, with the bytes each took on the wire.
import { chromium } from "@playwright/test";

/** A phone as Lighthouse's mobile profile is (412×823 at 1.75×), Chrome's own agent. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};

export async function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-quic"] });
}

/**
 * The requests of a first view of `url` in a fresh context (no cache, cookie or remembered hint):
 * [{ url, type, bytes }], and their total. `headers` are sent with every request (Save-Data: on).
 */
export async function firstView(browser, url, headers = {}) {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: headers });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // The round trip of the 2G profile (docs/shop/17-budgets.md §17.8), so that Chrome takes the
    // connection for slow 2G and lazy images load as they do there (from much farther than on a fast
    // link). The bandwidth is left fast: bytes are counted, not timed.
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 2812, downloadThroughput: -1, uploadThroughput: -1 });
    const requests = new Map();
    cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
      if (!request.url.startsWith("data:")) requests.set(requestId, { url: request.url, type: type ?? "", bytes: 0 });
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) request.bytes = encodedDataLength;
    });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    // Quiet for a second: what the page asks for after `load` (lazy parts, idle work) counts too.
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    const list = [...requests.values()];
    return { requests: list, bytes: list.reduce((sum, request) => sum + request.bytes, 0) };
  } finally {
    await context.close();
  }
}
