import type { ReactNode } from "react";
import { useLocale } from "~/components/locale";
import { useRootData } from "~/components/shell/use-shell-data";
import { JsonLd } from "~/components/ui/json-ld";
import { breadcrumbListLd } from "~/lib/structured-data";
import { Breadcrumb } from "~/components/catalogue/breadcrumb";

export interface Crumb {
  title: string;
  /** A language-neutral path ("/info/about"); links put it in the page's language. */
  path: string;
}

/**
 * The frame of the information pages and the FAQ: the breadcrumb (shown and as BreadcrumbList
 * structured data), the page, and the list of information pages beside it (below it on a phone).
 */
export function InfoLayout({ crumbs, nav, children }: { crumbs: Crumb[]; nav?: ReactNode; children: ReactNode }) {
  const { origin } = useRootData();
  const locale = useLocale();
  return (
    <div className="container-shop py-6">
      {/* The breadcrumb shows the home page itself; the structured data lists it first. */}
      <Breadcrumb items={crumbs.slice(1).map((crumb) => ({ title: crumb.title, href: crumb.path }))} />
      {nav ? (
        // The page comes first; the list follows it on a phone and stands at its end on a wide
        // screen, like the product page's side column (the same grid: no new CSS in every page's head).
        // The list's card keeps its own height: the grid cell stretches, not it.
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0">{children}</div>
          <div>{nav}</div>
        </div>
      ) : (
        <div className="mt-4">{children}</div>
      )}
      <JsonLd data={breadcrumbListLd(crumbs, origin, locale)} />
    </div>
  );
}
