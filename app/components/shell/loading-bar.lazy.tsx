import { useNavigation } from "react-router";
import { useEffect, useState } from "react";

export const LOADING_BAR_DELAY_MS = 200;

/**
 * The top loading bar (docs/shop/02-pages.md §2.4): a navigation that lasts over 200 ms shows a bar
 * that fills over about 5 s (a CSS transition towards 90 %), then completes and fades when the page is
 * there.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<"idle" | "started" | "running" | "done">("idle");

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => {
        setPhase("started");
        requestAnimationFrame(() => requestAnimationFrame(() => setPhase("running")));
      }, LOADING_BAR_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "idle" ? "idle" : "done"));
    const timer = setTimeout(() => setPhase("idle"), 400);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === "idle") return null;
  const width = { started: "0%", running: "90%", done: "100%" }[phase];
  return (
    <div
      role="progressbar"
      aria-hidden="true"
      className="loading-bar fixed start-0 top-0 z-[70] h-[3px] bg-gold-500 shadow-[0_0_6px_var(--color-gold-500)]"
      style={{ width, opacity: phase === "done" ? 0 : 1, transitionDuration: phase === "done" ? "200ms, 300ms" : undefined }}
      data-loading-bar={phase}
    />
  );
}
