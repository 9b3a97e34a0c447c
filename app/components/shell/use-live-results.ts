import { type ComponentType, useState } from "react";

type LiveResults = ComponentType<{ query: string; onChoose: () => void }>;

/** The live results' code arrives when a shopper first focuses a search box, not with the page. */
export function useLiveResults(): [LiveResults | null, () => void] {
  const [component, setComponent] = useState<LiveResults | null>(null);
  const load = () => {
    if (component) return;
    void import("~/components/search/live-search").then((module) => setComponent(() => module.LiveSearchResults));
  };
  return [component, load];
}
