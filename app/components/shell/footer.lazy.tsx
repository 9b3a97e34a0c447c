import type { FooterList } from "../../../shop-api/contract";
import { useLocale, useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";
import { lazyComponent } from "~/components/ui/lazy";
import { StaticIsland } from "~/components/ui/static-island";
import { formatYear } from "~/lib/format";
import { LanguageSwitch } from "./language-switch";
import { LiteSwitch } from "./lite-switch";
import type { NewsletterAnswer } from "~/lib/newsletter";
import { NewsletterForm } from "./newsletter-form";
import { SupportChat } from "./support-chat";
import { useSite } from "./use-shell-data";

const FooterBody = lazyComponent(() => import("./footer-body.lazy").then((module) => module.FooterBody));

interface FooterProps {
  lists: FooterList[];
  /** The home page's footer heading is its h1 (docs/shop/02-pages.md §2.7). */
  headingIsH1: boolean;
  /** Home and category pages show the mobile block (call, app, accordion lists). */
  mobileBlock: boolean;
  /** The newsletter form's answer after a post without JavaScript. */
  newsletter: NewsletterAnswer | null;
}

/**
 * The footer (docs/shop/02-pages.md §2.7). Its heading (h1 on the home page only), the phone block's
 * visibility and the language switch follow the page, and the newsletter form and the support chat
 * button answer the shopper; the rest is a static island. Everything works without JavaScript.
 */
export function Footer({ lists, headingIsH1, mobileBlock, newsletter }: FooterProps) {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const Heading = headingIsH1 ? "h1" : "h2";
  return (
    <footer
      className="group/footer mt-12 border-t border-line bg-white pb-20 text-sm md:pb-0"
      data-footer=""
      data-mobile-block={mobileBlock ? "" : undefined}
    >
      <div className="container-shop py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Heading className="text-lg font-bold text-secondary" data-footer-heading="">
            {t("footer.heading", { shop: site.shopName })}
          </Heading>
          <div className="flex flex-wrap items-center gap-2">
            <SupportChat className="rounded-xl bg-secondary px-4 py-2 font-semibold text-white" />
            {" "}
            <a
              href="#top"
              className="inline-flex items-center gap-2 rounded-xl border border-line px-4 py-2 text-secondary hover:border-secondary"
              data-back-to-top=""
            >
              <Icon name="arrow-up" width={18} height={18} />
              {t("footer.backToTop")}
            </a>
          </div>
        </div>
        <StaticIsland id="footer-body" component={FooterBody} props={{ lists, site }} />
        <NewsletterForm flashed={newsletter} />
      </div>
      <div className="border-t border-line bg-secondary py-4 text-center text-xs leading-6 text-white/90">
        <div className="container-shop flex flex-col items-center justify-between gap-2 md:flex-row">
          <p data-copyright="">{t("footer.copyright", { company: site.companyName, year: formatYear(new Date(), locale) })}</p>
          <div className="flex items-center gap-4">
            <LiteSwitch className="text-white" />
            <LanguageSwitch className="text-white" />
          </div>
        </div>
      </div>
    </footer>
  );
}
