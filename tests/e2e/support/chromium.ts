/*
 * The browsers of the suite, from Debian's packages (`npx playwright install` cannot download here).
 * Tests run on Chromium's headless shell, as Playwright runs headless Chromium by default: on this
 * 2-core machine it does the same work with about a third less CPU than the full browser (decision
 * 53). The visual snapshots keep the full browser, whose painting their baselines are.
 */

/** Chromium's headless shell (Debian's chromium-headless-shell). */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
/** The full Chromium (Debian's chromium). */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** This machine has no outside network: without these Chromium keeps trying Google's hosts. */
export const CHROMIUM_ARGS = ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
