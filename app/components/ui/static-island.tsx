import { useNavigate } from "react-router";
import { type ComponentType, type MouseEvent, useState } from "react";

interface StaticIslandProps<P extends object> {
  /** Unique on the page: how the browser finds the server's HTML again. */
  id: string;
  /** A lazyComponent (components/ui/lazy.tsx) that renders content without state or effects. */
  component: ComponentType<P>;
  props: P;
  className?: string;
}

/**
 * Content that never changes after the server rendered it (the footer's lists, the mega menu's
 * panel) is not hydrated: the browser keeps the server's HTML as it is, so the code that made it
 * stays out of the page's JavaScript (docs/shop/17-budgets.md §17.1; docs/decisions/0008-static-islands-and-lazy-parts.md).
 * Internal links in it still navigate without a document load. Mounted in the browser without
 * server HTML (after a client-side navigation from another layout), it renders the component,
 * whose code is then fetched.
 */
export function StaticIsland<P extends object>({ id, component: Component, props, className }: StaticIslandProps<P>) {
  const navigate = useNavigate();
  // Read once, while hydrating: the server's HTML is still in the document then.
  const [serverHtml] = useState(() => (typeof document === "undefined" ? undefined : document.getElementById(id)?.innerHTML));

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    if (link.pathname === window.location.pathname && link.hash) return; // an anchor on this page
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };

  if (serverHtml !== undefined) {
    return <div id={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />;
  }
  return (
    <div id={id} className={className} onClick={onClick}>
      <Component {...props} />
    </div>
  );
}
