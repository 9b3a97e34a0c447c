import { Link, type LinkProps } from "react-router";
import { forwardRef } from "react";
import { useLocalizedPath, useT } from "~/components/locale";
import { hrefOfSlug, isExternalUrl } from "~/lib/links";

type AppLinkProps = Omit<LinkProps, "to" | "prefetch"> & { to: string };

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Never prefetch on 2G or when the shopper asked to save data (docs/shop/17-budgets.md §17.6). */
export function allowsPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

/** Read at each render: "intent" prefetching adds nothing to the markup, so hydration agrees. */
function prefetchPolicy(): "intent" | "none" {
  if (typeof navigator === "undefined") return "none";
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return allowsPrefetch(connection) ? "intent" : "none";
}

/**
 * Every link of the shop: internal paths follow the page's language and prefetch on intent (but
 * not on a thin link); absolute http(s) addresses open in a new tab, as docs/shop/02-pages.md §2.21 asks.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, children, ...props }, ref) {
  const localize = useLocalizedPath();
  const prefetch = prefetchPolicy();
  const t = useT();
  const href = hrefOfSlug(to);
  if (isExternalUrl(href)) {
    // The router's own props are not an anchor's attributes (`discover` is not valid HTML).
    const { reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, discover: _discover, viewTransition: _transition, relative: _relative, ...anchorProps } = props;
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...anchorProps}>
        {children}
        <span className="sr-only"> {t("menu.opensNewTab")}</span>
      </a>
    );
  }
  return <Link ref={ref} to={localize(href)} prefetch={prefetch} {...props}>{children}</Link>;
});
