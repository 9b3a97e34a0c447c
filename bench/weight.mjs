// `npm run check:weight`: starts the built shop on a fresh DATA_DIR, loads each page it knows and
// prints what each page weighs: HTML, CSS (inline and linked) and JavaScript, raw and gzip. Fails
// when a page breaks a budget of DESIGN.md §9. Run `npm run build` first.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
export const BUDGETS = {
  homeJs: 100 * KB,
  pageJs: 120 * KB,
  css: 20 * KB,
  firstScreenHtml: 14 * KB,
  fontFiles: 2,
};

/** The pages to weigh: [label, path, is the home page]. Later issues add theirs. */
export const PAGES = [
  ["home (fa)", "/", true],
  ["home (en)", "/en", true],
  ["categories", "/category", false],
  ["category", "/necklaces", false],
  ["product", "/wedding-ring/classic-wedding-band", false],
  ["brand", "/brand/avin-gold", false],
  ["shop", "/shop", false],
  ["search", "/search?q=%D8%B2%D9%86%D8%AC%DB%8C%D8%B1", false],
  ["login", "/login", false],
  ["error page", "/errorPage", false],
  ["404", "/no-such-page", false],
  ["info", "/info/about", false],
  ["faq", "/faq", false],
];

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)}`;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startShop() {
  const root = path.resolve(import.meta.dirname, "..");
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-weight-")), SESSION_SECRET: "weight" },
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop: () => child.kill("SIGTERM") };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the shop did not start");
}

/** Every script the page loads: module preloads, module scripts and the inline entry's imports. */
function scriptUrls(html) {
  const urls = new Set();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(href);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(src);
  for (const [, src] of html.matchAll(/import\s*(?:[^"'();]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(src);
  return [...urls].filter((url) => url.startsWith("/"));
}

/**
 * Gzip size of the document up to the end of its first screen: the header and the home page's
 * first section (the banners fill a phone's and a desktop's first screen), i.e. everything before
 * the second `data-section`; elsewhere everything before the footer.
 */
function firstScreenGzip(html) {
  const sections = [...html.matchAll(/<section[^>]*data-section=/g)];
  const end = sections.length > 1 ? sections[1].index : html.indexOf("<footer");
  return gz(html.slice(0, end > 0 ? end : html.length));
}

export async function weigh(base, [label, pagePath, isHome]) {
  const html = await (await fetch(base + pagePath)).text();
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  const cssLinks = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
  let css = inlineCss;
  for (const href of cssLinks) css += await (await fetch(base + href)).text();
  const scripts = scriptUrls(html);
  let jsRaw = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const body = await (await fetch(base + src)).text();
    jsRaw += Buffer.byteLength(body);
    jsGzip += gz(body);
  }
  const fonts = new Set([...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => match[1]));
  const row = {
    label,
    path: pagePath,
    htmlRaw: Buffer.byteLength(html),
    htmlGzip: gz(html),
    firstScreenGzip: firstScreenGzip(html),
    cssRaw: Buffer.byteLength(css),
    cssGzip: gz(css),
    cssInline: inlineCss.length > 0,
    jsFiles: scripts.length,
    jsRaw,
    jsGzip,
    fontFiles: fonts.size,
  };
  row.failures = [
    jsGzip > (isHome ? BUDGETS.homeJs : BUDGETS.pageJs) && `JS ${kb(jsGzip)} KB gzip > ${kb(isHome ? BUDGETS.homeJs : BUDGETS.pageJs)} KB`,
    row.cssGzip > BUDGETS.css && `CSS ${kb(row.cssGzip)} KB gzip > ${kb(BUDGETS.css)} KB`,
    isHome && row.firstScreenGzip > BUDGETS.firstScreenHtml && `first screen ${kb(row.firstScreenGzip)} KB gzip > 14 KB`,
    row.fontFiles > BUDGETS.fontFiles && `${row.fontFiles} font files > ${BUDGETS.fontFiles}`,
  ].filter(Boolean);
  return row;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startShop();
  try {
    const rows = [];
    for (const page of PAGES) rows.push(await weigh(shop.url, page));
    console.log("page            path             HTML raw/gz  first screen gz  CSS raw/gz (inline)  JS files raw/gz     fonts");
    for (const row of rows) {
      console.log(
        `${row.label.padEnd(16)}${decodeURI(row.path).padEnd(17)}${`${kb(row.htmlRaw)}/${kb(row.htmlGzip)}`.padEnd(13)}${kb(row.firstScreenGzip).padEnd(17)}${`${kb(row.cssRaw)}/${kb(row.cssGzip)} (${row.cssInline ? "yes" : "no"})`.padEnd(21)}${`${row.jsFiles} ${kb(row.jsRaw)}/${kb(row.jsGzip)}`.padEnd(20)}${row.fontFiles}`,
      );
    }
    console.log("(sizes in KB; gzip at level 9; budgets: home JS 100, any page JS 120, CSS 20, home first screen 14, fonts 2)");
    const failures = rows.flatMap((row) => row.failures.map((failure) => `${row.label}: ${failure}`));
    if (failures.length > 0) {
      console.error(`over budget:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    } else {
      console.log("all pages within budget");
    }
  } finally {
    shop.stop();
  }
}
