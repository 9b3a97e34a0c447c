import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// React and React Router go in a chunk of their own, which only a dependency upgrade changes.
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)\//;
const SHELL_ROOTS = /\/app\/(root\.tsx|entry\.client\.tsx|layouts\/)/;

/**
 * React Router's package exports only its development build, whose sole difference is that its
 * development warnings are on (remix-run/react-router#14102): the browser gets the production build
 * beside it, 0.6 KB gzip lighter and silent. The server keeps the package's own, so that the app and
 * React Router's adapters share one copy of its classes (RouterContextProvider).
 */
function reactRouterProductionBuildInBrowser(): Plugin {
  const production = fileURLToPath(new URL("./node_modules/react-router/dist/production/", import.meta.url));
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "react-router-production-build-in-browser",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => (files[id] ? production + files[id] : null),
  };
}

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null;

/**
 * The shell chunk: the app's modules that the root and the layouts import statically, i.e. what
 * every page needs. One file instead of a dozen tiny ones saves a request and a gzip header each
 * over a thin link. Modules that only pages or lazily loaded parts use stay out of it.
 */
function isShellModule(id: string, moduleInfo: ModuleInfoOf, visiting = new Set<string>()): boolean {
  if (!id.includes("/app/") || id.includes("/node_modules/") || SHELL_ROOTS.test(id) || visiting.has(id)) return false;
  visiting.add(id);
  const importers = moduleInfo(id)?.importers ?? [];
  return importers.some((importer) => SHELL_ROOTS.test(importer) || isShellModule(importer, moduleInfo, visiting));
}

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    minify: "terser",
    // A third pass, and property reads taken as free of side effects (no getter of ours or React's
    // acts when read), take 0.2 KB gzip off the home page (decision 64).
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3, pure_getters: true }, format: { comments: false } },
    rollupOptions: {
      output: {
        manualChunks(id, { getModuleInfo }) {
          if (FRAMEWORK.test(id)) return "framework";
          // The root's and the layouts' own modules too: every page loads them, and in the shell
          // they leave only a one-line facade each and share its gzip window (1.2 KB less).
          if (SHELL_ROOTS.test(id)) return "shell";
          // Structured data: nearly every page has some, and a file of its own cost the home page more than its bytes.
          if (isShellModule(id, getModuleInfo) || /\/app\/(components\/ui\/json-ld|lib\/script-text)\./.test(id)) return "shell";
          // What the shell's later parts (below) share with a page (the contact page's chat link) and with
          // the dialogs a first tap opens (the menu, the search): a file of its own, so that these
          // neither load nor wait for the later parts' code.
          if (/\/app\/components\/shell\/(language-switch|support-chat|use-live-results)\./.test(id)) return "shell-shared";
          // The cart changes on their way, read by the shell's later parts (their badges) and by the
          // product and cart pages: a small file of their own, which neither the first view nor those
          // pages' other files then carry.
          if (/\/app\/components\/checkout\/pending-cart\./.test(id)) return "pending-cart";
          // The shell's parts that come after the first view (decision 52), in one file: they are fetched together.
          if (/\/app\/components\/shell\/(bottom-nav|data-layer-event|desktop-header|footer|gold-ticker|loading-bar|mobile-page-header)\.lazy\./.test(id)) return "shell-later";
          // The live price's hook (product and cart pages) and what the ticker follows: one small file.
          if (/\/app\/(components\/shell\/use-live-gold-price|lib\/live-gold-price)\./.test(id)) return "live-price";
          // The watch over deferred pictures too: the home page runs it before its sections' code
          // (the catalogue chunk) arrives, after the first view (decision 47). And the hydration flag,
          // which the carousels, many forms and the footer share: elsewhere the footer's code would
          // bring the catalogue chunk with it.
          if (/\/app\/components\/ui\/(use-near-screen|use-hydrated)\./.test(id)) return "shell";
          // The pieces every product list uses travel together (one request instead of three).
          if (/\/app\/components\/catalogue\/(carousel|product-card|price-tag)\./.test(id)) return "catalogue";
          // The magazine's card goes with them: the home page lists posts too, and two more chunks
          // (the card, its address helper) cost its budget more than their bytes (issue 24).
          if (/\/app\/(components\/blog\/post-card|lib\/blog)\./.test(id)) return "catalogue";
          // The input bounds and the digits travel together: the footer's newsletter check, which
          // the shell fetches on demand, then names one file less in every page's script (decision 39).
          if (/\/(app\/lib\/digits|shop-api\/contract\/input-bounds)\./.test(id)) return "input";
          return undefined;
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouterProductionBuildInBrowser(),
    reactRouter(),
  ],
});
