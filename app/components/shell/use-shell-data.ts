import { useMatches, useRouteLoaderData } from "react-router";
import type { ShellHandle } from "~/lib/shell";
import type { RootData } from "~/lib/root-data";

/** The root loader's data as components read it (lib/root-data.ts): site settings and the like, present on every page. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root data is missing");
  return data;
}

/** Whether this page is sent in lite mode (lib/lite-mode.ts): no script will ever run on it. */
export function useLiteMode(): boolean {
  return useRouteLoaderData<RootData>("root")?.lite ?? false;
}

export function useSite() {
  return useRootData().site;
}

/** The shell settings of the deepest route that gives each of them, with that route's data. */
export function useShellHandle(): { handle: ShellHandle; data: unknown } {
  const matches = useMatches();
  const handle: ShellHandle = {};
  let data: unknown;
  for (const match of matches) {
    const own = match.handle as ShellHandle | undefined;
    if (!own) continue;
    Object.assign(handle, own);
    if (own.mobileHeader) data = match.data;
  }
  return { handle, data };
}
