import { type ComponentType, lazy, memo, Suspense, useState } from "react";
import { afterFirstView } from "./after-first-view";

const serverPreloads: Promise<unknown>[] = [];

/**
 * A component whose code is not in the page's first JavaScript: the browser fetches it when it is
 * first rendered (a dialog opened, a toast shown). The server loads it at start, so it renders it
 * straight into the HTML (a dialog opened by `?dialog=` without JavaScript); hydration keeps that
 * HTML until the code has arrived. Files loaded this way are named `*.lazy.tsx` (vite.config.ts
 * keeps them out of the shell chunk).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  if (typeof window === "undefined") serverPreloads.push(preload());
  function LazyComponent(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the loaded component would be a
    // new component type to React, which would re-create the DOM (and lose what the shopper typed).
    // The loaded component and the lazy one take the same props; JSX cannot tell generically.
    const [Component] = useState(() => (loaded ?? Lazy) as unknown as ComponentType<Record<string, unknown>>);
    return (
      <Suspense fallback={null}>
        <Component {...(props as Record<string, unknown>)} />
      </Suspense>
    );
  }
  // Until its code has come, the server's HTML stands in for it. A new render of the page then (the
  // live price, a revalidation) hands it new objects and callbacks, and React, unable to hydrate it
  // yet, would replace that HTML with nothing, losing what the shopper typed in an open dialog: while
  // the code is on its way, props equal as JSON (data, and callbacks that do the same work: a
  // dialog's close) do not render it again. Once the code is here, every render goes through.
  return memo(LazyComponent, (before, after) => loaded === undefined && JSON.stringify(before) === JSON.stringify(after)) as unknown as ComponentType<P>;
}

/**
 * A lazy part that no one needs before the first view is done (components/ui/after-first-view.ts):
 * the server renders it, and hydration keeps that HTML as it is until its code has come, at the
 * shopper's first interaction or the loaded page's first idle moment (decision 52).
 */
export function lazyAfterFirstView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(() => afterFirstView().then(load));
}

/** entry.server waits for these once, so that no lazy component is still loading when a page renders. */
export function lazyComponentsReady(): Promise<unknown> {
  return Promise.all(serverPreloads);
}
