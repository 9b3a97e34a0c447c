import type { RepresentativeDetail } from "../../../shop-api/contract/contact";
import { useLocale, useT } from "~/components/locale";
import { Dialog } from "~/components/ui/dialog.lazy";
import { Icon } from "~/components/ui/icons";
import { localizeDigits } from "~/lib/digits";
import { telHref } from "~/lib/links";

/** A representative's directions (in words: no map) and services (`GET /representatives/{slug}`). */
export function RepresentativeDialog({ representative, onClose, closeHref }: { representative: RepresentativeDetail; onClose: () => void; closeHref: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Dialog open onClose={onClose} closeHref={closeHref} title={representative.name}>
      <div className="flex flex-col gap-4 p-5 text-sm leading-7" data-representative-dialog={representative.slug}>
        <p className="text-muted">
          {[...new Set([representative.city, representative.state.name])].join(" · ")} · {t("contact.representatives.manager")}: {representative.manager}
        </p>
        <p>{representative.address}</p>
        <p>
          <a href={telHref(representative.phone)} dir="ltr" className="font-semibold text-secondary">{localizeDigits(representative.phone, locale)}</a>
          <span className="text-muted"> · {representative.hours}</span>
        </p>
        <section aria-labelledby="representative-directions">
          <h3 id="representative-directions" className="font-bold text-secondary">{t("contact.representatives.directions")}</h3>
          <p data-directions="">{representative.directions}</p>
        </section>
        {representative.services.length > 0 ? (
          <section aria-labelledby="representative-services">
            <h3 id="representative-services" className="font-bold text-secondary">{t("contact.representatives.services")}</h3>
            <ul>
              {representative.services.map((service) => (
                <li key={service} className="flex items-center gap-2">
                  <Icon name="check" width={18} height={18} className="shrink-0 text-gold-600" />
                  {service}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
