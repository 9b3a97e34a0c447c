import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/contact-us";
import { REQUEST_KINDS } from "../../shop-api/contract/contact-kinds";
import { useSentCount } from "~/components/account/form-state";
import { Representatives } from "~/components/contact/representatives";
import { RequestForm } from "~/components/contact/request-form";
import type { Crumb } from "~/components/info/info-layout";
import { InfoLayout } from "~/components/info/info-layout";
import { useLocale, useT } from "~/components/locale";
import { SupportChat } from "~/components/shell/support-chat";
import { useSite } from "~/components/shell/use-shell-data";
import { AppLink } from "~/components/ui/app-link";
import { Icon, type IconName } from "~/components/ui/icons";
import { lazyComponent } from "~/components/ui/lazy";
import { requestKindOf } from "~/lib/contact-forms";
import { resultOf } from "~/lib/intent-result";
import { localizeDigits } from "~/lib/digits";
import { telHref } from "~/lib/links";
import { pageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getRepresentative, getRepresentatives } from "~/shop/api/contact.server";
import { fixedPageTexts } from "~/shop/page-data/page-texts.server";
import { getStates } from "~/shop/api/shipping.server";
import { hasControlCharacters, INPUT_MAX } from "../../shop-api/contract/input-bounds";

/** The contact form and the four requests, by kind: contact-us.server.ts. */
export { action } from "./contact-us.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "guests",
  mobileHeader: (data, t) => ({ main: data?.title ?? t("footer.contact"), backBtnPath: "/" }),
};

const RepresentativeDialog = lazyComponent(() => import("~/components/contact/representative-dialog.lazy").then((module) => module.RepresentativeDialog));

/**
 * /contactus (docs/shop/02-pages.md §2.16, docs/shop/07-shop-api.md §7.14): support hours, phones,
 * addresses and how to find the shop; the contact form and the four requests (`?form=`), each a form of
 * its own; the representatives by province, one of them in a dialog with its directions
 * (`?representative=`).
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const url = new URL(args.url);
  const slug = url.searchParams.get("representative");
  const [{ page }, representatives, provinces, representative, session] = await Promise.all([
    fixedPageTexts(ctx, "contact", "contact"),
    getRepresentatives(ctx),
    getStates(ctx),
    slug && slug.length <= INPUT_MAX.slug && !hasControlCharacters(slug) ? getRepresentative(ctx, slug) : null,
    args.context.session,
  ]);
  const user = session.get("authToken") ? session.get("user") : undefined;
  return {
    ...page,
    kind: requestKindOf(url.searchParams),
    representatives,
    representative,
    provinces,
    sender: { name: user?.name ?? "", mobile: user?.mobile ?? "" },
  };
}

export const meta: Route.MetaFunction = pageMeta;

export default function ContactPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { title, kind, representatives, representative, provinces, sender } = loaderData;
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const sent = useSentCount(kind, resultOf(answer, kind));
  const crumbs: Crumb[] = [
    { title: t("header.home"), path: "/" },
    { title, path: "/contactus" },
  ];
  const params = new URLSearchParams(location.search);
  params.delete("representative");
  const query = params.toString();
  const closeHref = `${location.pathname}${query ? `?${query}` : ""}`;
  return (
    <InfoLayout crumbs={crumbs}>
      <h1 className="text-xl font-bold text-secondary md:text-2xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-sm leading-7 text-muted">{t("contact.intro")}</p>
      <ContactDetails />

      <section id="contact-forms" aria-labelledby="contact-forms-title" className="mt-8 rounded-2xl border border-line bg-white p-5 md:p-8">
        <h2 id="contact-forms-title" className="text-lg font-bold text-secondary md:text-xl">{t("contact.forms.heading")}</h2>
        <nav aria-label={t("contact.forms.choose")} className="mt-4">
          <p className="mb-2 text-sm font-semibold">{t("contact.forms.choose")}</p>
          <ul className="flex flex-wrap gap-2">
            {REQUEST_KINDS.map((each) => (
              <li key={each}>
                <AppLink
                  to={`/contactus?form=${each}#contact-forms`}
                  preventScrollReset
                  aria-current={each === kind ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-xl border px-4 text-sm font-semibold ${each === kind ? "border-secondary bg-secondary text-white" : "border-line text-secondary hover:border-secondary"}`}
                  data-request-kind={each}
                >
                  {t(`contact.forms.kinds.${each}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          <RequestForm key={`${kind}-${sent}`} kind={kind} provinces={provinces} sender={sender} lastResult={resultOf(answer, kind)} />
        </div>
      </section>

      <Representatives representatives={representatives} />
      {representative ? (
        <RepresentativeDialog representative={representative} closeHref={closeHref} onClose={() => navigate(closeHref, { replace: true, preventScrollReset: true })} />
      ) : null}
    </InfoLayout>
  );
}

/** Support hours, phones, e-mail, addresses and the way there, from the shop's settings. */
function ContactDetails() {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const phone = (number: string) => {
    // Named with the digits it shows (WCAG 2.5.3, a name that holds the visible label).
    const shown = localizeDigits(number, locale);
    return (
      <a href={telHref(number)} dir="ltr" className="font-semibold text-secondary hover:underline" aria-label={t("contact.info.call", { number: shown })}>
        {shown}
      </a>
    );
  };
  const cards: { key: string; icon: IconName; title: string; body: React.ReactNode }[] = [];
  if (site.supportHours) {
    cards.push({
      key: "hours",
      icon: "clock",
      title: t("contact.info.hours"),
      body: (
        <>
          <p className="font-semibold">{site.supportHours}</p>
          {site.supportPhone ? <p>{t("contact.info.supportPhone")}: {phone(site.supportPhone)}</p> : null}
        </>
      ),
    });
  }
  if (site.phone) cards.push({ key: "phone", icon: "phone", title: t("contact.info.phone"), body: <p>{phone(site.phone)}</p> });
  if (site.email) {
    cards.push({ key: "email", icon: "mail", title: t("contact.info.email"), body: <a href={`mailto:${site.email}`} className="font-semibold text-secondary hover:underline">{site.email}</a> });
  }
  cards.push({
    key: "chat",
    icon: "comment",
    title: t("contact.chat.title"),
    body: (
      <>
        <p>{t("contact.chat.text")}</p>
        <SupportChat className="mt-2 font-semibold text-secondary hover:underline" fallback="#contact-forms" />
      </>
    ),
  });
  return (
    <section aria-labelledby="contact-details-title" className="mt-6">
      <h2 id="contact-details-title" className="sr-only">{t("contact.info.heading")}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.key} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 text-sm leading-6" data-contact={card.key}>
            <h3 className="flex items-center gap-2 font-bold text-secondary">
              <Icon name={card.icon} width={20} height={20} className="text-gold-600" />
              {card.title}
            </h3>
            {card.body}
          </li>
        ))}
      </ul>
      {site.address || site.addressSecond || site.locationText ? (
        <div className="mt-3 grid gap-3 rounded-2xl border border-line bg-white p-4 text-sm leading-7 md:grid-cols-2" data-contact="addresses">
          {site.address || site.addressSecond ? (
            <div>
              <h3 className="flex items-center gap-2 font-bold text-secondary">
                <Icon name="pin" width={20} height={20} className="text-gold-600" />
                {t("contact.info.addresses")}
              </h3>
              {[site.address, site.addressSecond].filter(Boolean).map((address) => (
                <address key={address} className="not-italic">{address}</address>
              ))}
            </div>
          ) : null}
          {site.locationText ? (
            <div data-location-text="">
              <h3 className="font-bold text-secondary">{t("contact.info.location")}</h3>
              <p className="text-muted">{site.locationText}</p>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
