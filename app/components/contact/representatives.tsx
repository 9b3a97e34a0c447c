import type { Representative } from "../../../shop-api/contract/contact";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { localizeDigits } from "~/lib/digits";
import { telHref } from "~/lib/links";

/** The shop's representatives (`GET /representatives`, docs/shop/07-shop-api.md §7.14), one group per province. */
export function Representatives({ representatives }: { representatives: Representative[] }) {
  const t = useT();
  const locale = useLocale();
  const provinces = new Map<number, { name: string; members: Representative[] }>();
  for (const representative of representatives) {
    const group = provinces.get(representative.state.id) ?? { name: representative.state.name, members: [] };
    group.members.push(representative);
    provinces.set(representative.state.id, group);
  }
  if (provinces.size === 0) return null;
  return (
    <section id="representatives" aria-labelledby="representatives-title" className="mt-8" data-representatives="">
      <h2 id="representatives-title" className="text-lg font-bold text-secondary md:text-xl">{t("contact.representatives.heading")}</h2>
      <p className="mt-1 text-sm leading-7 text-muted">{t("contact.representatives.intro", { count: provinces.size })}</p>
      <div className="mt-4 grid items-start gap-6 md:grid-cols-2 lg:grid-cols-4">
        {[...provinces].map(([id, province]) => (
          <section key={id} aria-labelledby={`province-${id}`} data-province={id}>
            <h3 id={`province-${id}`} className="mb-3 font-bold text-secondary">{province.name}</h3>
            <ul className="grid gap-3">
              {province.members.map((representative) => (
                <li key={representative.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 text-sm" data-representative={representative.slug}>
                  <h4 className="font-bold text-ink">{representative.name}</h4>
                  <p className="text-muted">{representative.city} · {t("contact.representatives.manager")}: {representative.manager}</p>
                  <p className="flex items-start gap-2 leading-6">
                    <Icon name="pin" width={18} height={18} className="mt-0.5 shrink-0 text-gold-600" />
                    {representative.address}
                  </p>
                  <p className="flex items-center gap-2">
                    <Icon name="phone" width={18} height={18} className="shrink-0 text-gold-600" />
                    <span className="sr-only">{t("contact.representatives.phone")}:</span>
                    <a href={telHref(representative.phone)} dir="ltr" className="hover:text-secondary">{localizeDigits(representative.phone, locale)}</a>
                  </p>
                  <p className="flex items-center gap-2 text-muted">
                    <Icon name="clock" width={18} height={18} className="shrink-0 text-gold-600" />
                    <span className="sr-only">{t("contact.representatives.hours")}:</span>
                    {representative.hours}
                  </p>
                  <AppLink
                    to={`/contactus?representative=${encodeURIComponent(representative.slug)}`}
                    preventScrollReset
                    className="mt-1 font-semibold text-gold-700 hover:underline"
                    aria-label={t("contact.representatives.detailsOf", { name: representative.name })}
                    data-representative-details=""
                  >
                    {t("contact.representatives.details")}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
