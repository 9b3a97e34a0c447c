// `node bench/lighthouse-a11y.mjs [base-url]`: Lighthouse's accessibility score of the pages issue 32
// names (home, a category, a product, the gold price, the magazine), in Persian and in English, as a
// phone and as a desktop; each audit that fails, with the elements it names. Exits 1 below 100.
//
// The axe rules behind the score run in the suite on every page (tests/e2e/ui/a11y.js.spec.ts); this
// is Lighthouse's own reading of the same, about a minute. Without a base URL it starts the build
// (`npm run build` first) on a fresh DATA_DIR.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startShop } from "./lib/shop.mjs";

const PAGES = ["/", "/necklaces", "/wedding-ring/classic-wedding-band", "/gold-price", "/blog"];
const FORM_FACTORS = ["mobile", "desktop"];

const shop = process.argv[2] ? { url: process.argv[2].replace(/\/$/, ""), stop: () => {} } : await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const failures = [];
try {
  for (const formFactor of FORM_FACTORS) {
    for (const path of PAGES.flatMap((page) => [page, page === "/" ? "/en" : `/en${page}`])) {
      const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["accessibility"] };
      const { lhr } = await lighthouse(shop.url + path, flags, formFactor === "desktop" ? desktopConfig : undefined);
      const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      console.log(`${formFactor.padEnd(8)} ${path.padEnd(40)} ${score}`);
      if (lhr.runtimeError) failures.push(`${formFactor} ${path}: ${lhr.runtimeError.message}`);
      for (const ref of lhr.categories.accessibility.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
        const items = (audit.details?.items ?? []).map((item) => item.node?.selector ?? item.node?.snippet ?? "").slice(0, 6);
        failures.push(`${formFactor} ${path}: ${ref.id} ${items.join(" | ")}`);
        console.log(`    ${ref.id}: ${items.join(" | ")}`);
      }
    }
  }
} finally {
  await chrome.kill();
  shop.stop();
}
if (failures.length > 0) {
  console.log(`below 100:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("accessibility 100 on every page");
}
