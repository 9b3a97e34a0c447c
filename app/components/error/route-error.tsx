import { isRouteErrorResponse, useRouteError } from "react-router";
import { useEffect } from "react";
import { lazyComponent } from "~/components/ui/lazy";
import { reloadOnceForChunkError } from "~/lib/chunk-reload";
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
  return (
    <ErrorPageBoundary>
      {/* A refusal of the Shop API (decision 56) is read from the data by the error page itself. */}
      <ErrorPage status={status} upstream={upstream} framed={framed} data={isRouteErrorResponse(error) ? error.data : undefined} />
    </ErrorPageBoundary>
  );
}
