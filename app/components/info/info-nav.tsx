import type { SinglePageLink } from "../../../shop-api/contract";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";

interface InfoNavProps {
  headerPages: SinglePageLink[];
  footerPages: SinglePageLink[];
  /** The slug of the page being shown, or "faq" on the FAQ page. */
  current: string | null;
}

const linkClass = "block rounded-lg px-3 py-2 text-sm hover:text-secondary";
const currentClass = "border-s-2 border-gold-500 bg-gold-50 font-semibold text-secondary";

/** The information pages beside the page: the header's, the footer's and the FAQ, the current one marked. */
export function InfoNav({ headerPages, footerPages, current }: InfoNavProps) {
  const t = useT();
  const groups = [
    { id: "header", title: t("info.nav.header"), links: headerPages.map((page) => ({ key: page.slug, title: page.title, to: `/info/${page.slug}` })) },
    { id: "footer", title: t("info.nav.footer"), links: footerPages.map((page) => ({ key: page.slug, title: page.title, to: `/info/${page.slug}` })) },
    { id: "help", title: t("info.nav.help"), links: [{ key: "faq", title: t("info.nav.faq"), to: "/faq" }] },
  ].filter((group) => group.links.length > 0);
  return (
    <nav aria-label={t("info.nav.label")} className="grid gap-3 rounded-2xl border border-line bg-white p-3" data-info-nav="">
      {groups.map((group) => (
        <div key={group.id} data-info-nav-group={group.id}>
          <h2 id={`info-nav-${group.id}`} className="px-3 py-1 text-xs font-bold text-muted">{group.title}</h2>
          <ul aria-labelledby={`info-nav-${group.id}`}>
            {group.links.map((link) => {
              const isCurrent = link.key === current;
              return (
                <li key={link.key}>
                  <AppLink
                    to={link.to}
                    aria-current={isCurrent ? "page" : undefined}
                    className={isCurrent ? `${linkClass} ${currentClass}` : linkClass}
                  >
                    {link.title}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
