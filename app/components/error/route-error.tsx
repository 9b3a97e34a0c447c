import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { lazyComponent } from "~/components/ui/lazy";
import { reloadOnceForChunkError } from "~/lib/chunk-reload";
import { refusalMessageOf } from "~/lib/shop-refusal";
import { ErrorPageBoundary } from "./fallback";

/** The themed error page's code is fetched only when an error happens in the browser. */
const ErrorPage = lazyComponent(() => import("./error-page.lazy").then((module) => module.ErrorPage));

/**
 * The error a route's boundary caught, as the themed error page (docs/shop/08-errors.md §8.3): a
 * page of its own (the root's boundary), or only the main content of the shop's frame (the
 * layouts', decision 51).
 */
export function RouteErrorPage({ framed = false }: { framed?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const upstream = isRouteErrorResponse(error) && status >= 502 && status <= 504;
  // The Shop API refused what the page asked for (decision 56): its message, not ours.
  const refusal = isRouteErrorResponse(error) ? refusalMessageOf(error.data) : undefined;
  return (
    <ErrorPageBoundary>
      <ErrorPage status={status} upstream={upstream} framed={framed} refusal={refusal} />
    </ErrorPageBoundary>
  );
}
