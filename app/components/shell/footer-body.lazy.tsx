import type { FooterList } from "../../../shop-api/contract";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon, type IconName } from "~/components/ui/icons";
import { localizeDigits } from "~/lib/digits";
import { isExternalUrl, telHref } from "~/lib/links";
import type { SiteSettings } from "~/lib/site";
import { useLiteMode } from "./use-shell-data";

/**
 * The footer's content below its heading (docs/shop/02-pages.md §2.7): promises, the phone block with
 * accordion lists, contact, link lists, the app block, the SEO text, licences and social links.
 * Rendered by the server and kept as static HTML in the browser (components/ui/static-island.tsx);
 * everything in it works without JavaScript. Its links skip React Router's route discovery, as the mega menu's
 * do. Its sections' headings are h2 whatever the footer's own heading is (h1 on the home page, h2
 * elsewhere): an h3 under the home page's h1 skips a level, and this static HTML cannot follow the
 * page.
 */
export function FooterBody({ lists, site }: { lists: FooterList[]; site: SiteSettings }) {
  const t = useT();
  const lite = useLiteMode();
  if (site.isSimpleFooter) return <SocialLinks site={site} />;
  return (
    <>
      <Promises />
      <MobileBlock site={site} lists={lists} />
      <div className="mt-8 hidden gap-8 md:grid md:grid-cols-[1.2fr_repeat(3,1fr)_1.2fr]">
        <ContactList site={site} />
        {lists.map((list) => (
          <section key={list.id} aria-labelledby={`footer-list-${list.id}`}>
            <h2 id={`footer-list-${list.id}`} className="mb-3 font-bold text-secondary">{list.title}</h2>
            <FooterLinks list={list} />
          </section>
        ))}
        <AppDownload site={site} />
      </div>
      {site.seoDescription ? <SeoDescription text={site.seoDescription} /> : null}
      <div className="mt-8 flex flex-col gap-6 border-t border-line pt-6 md:flex-row md:items-center md:justify-between">
        {site.licences.length > 0 ? (
          <ul className="flex flex-wrap items-center gap-3" aria-label={t("footer.licences")}>
            {site.licences.map((licence) =>
              // Lite pages name the licences: on a slow link Chrome loads "lazy" images from
              // thousands of pixels away, so five badges would cost the first view five requests.
              lite ? (
                <li key={licence.badge} className="rounded-xl border border-line bg-page px-3 py-1.5 text-xs">
                  {t(`footer.licence.${licence.badge}`)}
                </li>
              ) : (
                <li key={licence.badge} className="grid size-20 place-items-center rounded-xl border border-line bg-page p-1.5">
                  <img src={licence.imageUrl} alt={t(`footer.licence.${licence.badge}`)} width={64} height={64} loading="lazy" decoding="async" />
                </li>
              ),
            )}
          </ul>
        ) : null}
        <SocialLinks site={site} />
      </div>
    </>
  );
}

function Promises() {
  const t = useT();
  const items: { icon: IconName; text: string }[] = [
    { icon: "scale", text: t("footer.promises.priceCompare") },
    { icon: "shield", text: t("footer.promises.authenticity") },
    { icon: "tag", text: t("footer.promises.discounts") },
  ];
  return (
    <ul className="mt-6 grid grid-cols-3 gap-2 rounded-2xl bg-primary/60 p-3 md:gap-4 md:p-4">
      {items.map(({ icon, text }) => (
        <li key={text} className="flex flex-col items-center gap-2 text-center text-xs font-semibold text-secondary md:flex-row md:justify-center md:text-sm">
          <Icon name={icon} className="text-gold-600" />
          {text}
        </li>
      ))}
    </ul>
  );
}

function ContactList({ site }: { site: SiteSettings }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className="mb-3 font-bold text-secondary">{t("footer.contact")}</h2>
      <ul className="space-y-3 text-muted">
        {site.phone ? (
          <li className="flex items-center gap-2">
            <Icon name="phone" width={18} height={18} className="shrink-0 text-gold-600" />
            <span className="sr-only">{t("footer.phone")}:</span>
            <a href={telHref(site.phone)} dir="ltr" className="hover:text-secondary">
              {localizeDigits(site.phone, locale)}
            </a>
          </li>
        ) : null}
        {site.email ? (
          <li className="flex items-center gap-2">
            <Icon name="mail" width={18} height={18} className="shrink-0 text-gold-600" />
            <span className="sr-only">{t("footer.email")}:</span>
            <a href={`mailto:${site.email}`} className="hover:text-secondary">{site.email}</a>
          </li>
        ) : null}
        {site.address ? (
          <li className="flex items-start gap-2">
            <Icon name="pin" width={18} height={18} className="mt-0.5 shrink-0 text-gold-600" />
            <span className="sr-only">{t("footer.address")}:</span>
            <address className="not-italic leading-6">
              {site.address}
              {site.addressSecond ? <><br />{site.addressSecond}</> : null}
            </address>
          </li>
        ) : null}
        {site.supportHours ? (
          <li className="flex items-center gap-2">
            <Icon name="clock" width={18} height={18} className="shrink-0 text-gold-600" />
            {t("footer.supportHours", { hours: site.supportHours })}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function FooterLinks({ list }: { list: FooterList }) {
  return (
    <ul className="space-y-2.5">
      {list.rows.map((row) => (
        <li key={`${row.title}-${row.url}`}>
          <AppLink discover="none" to={row.url} className="text-muted hover:text-secondary" data-external={isExternalUrl(row.url) ? "" : undefined}>
            {row.title}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function AppDownload({ site }: { site: SiteSettings }) {
  const t = useT();
  return (
    <section aria-labelledby="footer-app" className="rounded-2xl bg-page p-4">
      <h2 id="footer-app" className="font-bold text-secondary">{t("footer.appTitle", { shop: site.shopName })}</h2>
      <p className="mt-1 text-xs leading-5 text-muted">{t("footer.appText")}</p>
      {/* In the footer's narrow column (a tablet's width) the buttons go under the code. */}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {/* The code is for a phone's camera; on a computer it leads to the download page (the link by SMS). */}
        <AppLink discover="none" to="/downloadapp" className="shrink-0">
          <img src="/app-qr.svg" alt={t("footer.appQrAlt")} width={96} height={96} loading="lazy" decoding="async" className="rounded-lg bg-white p-1" data-app-qr="" />
        </AppLink>
        <div className="flex flex-col gap-2 text-xs">
          {site.androidAppUrl ? (
            <AppLink discover="none" to={site.androidAppUrl} className="rounded-lg bg-secondary px-3 py-2 text-center font-semibold text-white">
              {t("footer.appAndroid")}
            </AppLink>
          ) : null}{" "}
          {site.webappUrl ? (
            <AppLink discover="none" to={site.webappUrl} className="rounded-lg border border-secondary px-3 py-2 text-center font-semibold text-secondary">
              {t("footer.appIos")}
            </AppLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A few lines of the SEO text, the rest behind "read more": a <details> toggle, no script. */
function SeoDescription({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="group mt-8 rounded-2xl border border-line p-4 leading-7 text-muted" data-seo-description="">
      <p className="line-clamp-2 group-has-[details[open]]:line-clamp-none">{text}</p>
      <details className="mt-2">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 font-semibold text-secondary [&::-webkit-details-marker]:hidden">
          <span className="group-has-[details[open]]:hidden">{t("footer.seoMore")}</span>{" "}
          <span className="hidden group-has-[details[open]]:inline">{t("footer.seoLess")}</span>
          <Icon name="chevron" width={16} height={16} className="group-has-[details[open]]:rotate-180" />
        </summary>
      </details>
    </div>
  );
}

function SocialLinks({ site }: { site: SiteSettings }) {
  const t = useT();
  if (site.social.length === 0) return null;
  return (
    <section aria-labelledby="footer-social" className="flex flex-col gap-2 md:items-end">
      <h2 id="footer-social" className="text-xs font-semibold text-muted">{t("footer.social")}</h2>
      <ul className="flex items-center gap-2">
        {site.social.map(({ network, url }) => (
          <li key={network}>
            <AppLink discover="none" to={url} className="grid size-10 place-items-center rounded-full bg-primary text-secondary hover:bg-secondary hover:text-white" data-social={network}>
              {/* Named in text, which a text browser and a crawler read too (an SVG's title they do not). */}
              <Icon name={network} width={20} height={20} />
              <span className="sr-only">{t(`footer.socialNames.${network}`)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * docs/shop/02-pages.md §2.7: on phones, home and category pages get call and app buttons and the lists as an
 * accordion. Always in the HTML; shown by the footer's `data-mobile-block`, which the page sets.
 */
function MobileBlock({ site, lists }: { site: SiteSettings; lists: FooterList[] }) {
  const t = useT();
  return (
    <div className="mt-6 hidden max-md:group-data-[mobile-block]/footer:block" data-footer-mobile-block="">
      <div className="grid grid-cols-2 gap-3">
        {site.phone ? (
          <a href={telHref(site.phone)} className="flex items-center justify-center gap-2 rounded-xl bg-secondary py-3 font-semibold text-white">
            <Icon name="phone" width={18} height={18} />
            {t("footer.call")}
          </a>
        ) : null}{" "}
        {site.androidAppUrl ? (
          <AppLink discover="none" to={site.androidAppUrl} className="flex items-center justify-center gap-2 rounded-xl border border-secondary py-3 font-semibold text-secondary">
            {t("footer.download")}
          </AppLink>
        ) : null}
      </div>
      <div className="mt-4 divide-y divide-line rounded-2xl border border-line">
        {lists.map((list) => (
          <details key={list.id} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-secondary [&::-webkit-details-marker]:hidden">
              {list.title}
              <Icon name="chevron" width={18} height={18} className="transition group-open:rotate-180" />
            </summary>
            <div className="px-4 pb-4">
              <FooterLinks list={list} />
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
