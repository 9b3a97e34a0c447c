/**
 * Resolves once the first view is done with the link: at the shopper's first interaction (a touch,
 * a click, a key, a wheel), or when the page has loaded and the browser is idle, whichever comes
 * first. What only an interaction needs waits for it, so that its code does not compete with the
 * first screen (decision 47). On the server, at once.
 */
let firstViewDone: Promise<void> | undefined;

const INTERACTIONS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

export function afterFirstView(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  firstViewDone ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) addEventListener(type, done, { capture: true, passive: true });
    const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(done);
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  });
  return firstViewDone;
}
