import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import type { CSSProperties, ReactNode } from "react";
import { RouteErrorPage } from "~/components/error/route-error";
import { LocaleProvider, usePageMessages } from "~/components/locale";
import { AnalyticsHead, AnalyticsNoscript } from "~/components/shell/analytics";
import { InlineStyles, WholeStylesheet } from "~/components/ui/inline-styles";
import { lazyAfterFirstView } from "~/components/ui/lazy";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { createTranslator } from "~/lib/i18n";
import { sendsPhoneChrome } from "~/lib/device";
import { isLiteRequest } from "~/lib/lite-mode";
import { dirOf, localeFromPath, stripLocale } from "~/lib/locale";
import { languageLinks } from "~/lib/meta";
import type { RootData } from "~/lib/root-data";
import { toSiteSettings } from "~/lib/site";
import { useNonce } from "~/lib/nonce";
import { manifestPath } from "~/lib/web-app";
import { getSiteConfig } from "~/shop/api/configs.server";
import { goldPrice } from "~/shop/api/gold-price.server";
import stylesHref from "~/styles/app.css?url";
import { publicOrigin } from "~/shop/request/origin.server";
import { storefrontResponse } from "~/shop/request/response.server";

/** Every answer's way out: the session's cookie, and no cache for a page of the shopper's money (response.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [storefrontResponse];

export async function loader(args: Route.LoaderArgs) {
  // A form posted from another address (server/middleware/origin-check.ts): the themed 403 page says what to configure.
  if (args.context.refusedOrigin) throw data({ refusedOrigin: true }, { status: 403 });
  const ctx = args.context.shop;
  const t = await translatorFor(ctx.locale);
  // Without its settings the shop still renders (last good ones, or defaults: configs.server.ts).
  const [config, price] = await Promise.all([getSiteConfig(ctx), args.context.goldPrice]);
  return {
    locale: ctx.locale,
    messages: messagesFor(ctx.locale),
    // What components read of it, by lib/root-data.ts's RootData (they may not import this module).
    ...({
      site: toSiteSettings(config, ctx.locale, t("shop.fallbackName")),
      origin: publicOrigin(args.request),
      goldPrice: price,
      goldPriceRefreshMs: goldPrice.refreshMs(),
      lite: isLiteRequest(args.request.headers),
      phone: sendsPhoneChrome(args.request.headers),
    } satisfies RootData),
  };
}

/** Settings and translations do not depend on the visitor: a language switch reloads the document. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  if (!loaderData) return [{ title: "—" }];
  const { site, origin, messages, locale } = loaderData;
  const isHome = stripLocale(location.pathname) === "/";
  const base = [
    { name: "description", content: site.metaDescription },
    { property: "og:site_name", content: site.shopName },
    { property: "og:title", content: site.og.title },
    { property: "og:description", content: site.og.description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: locale === "fa" ? "fa_IR" : "en_US" },
    // The configured og-url names the shop's home; any other page is its own address.
    { property: "og:url", content: (isHome && site.og.url) || new URL(location.pathname, origin).href },
    ...(site.og.imageUrl ? [{ property: "og:image", content: new URL(site.og.imageUrl, origin).href }] : []),
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (error) {
    const t = createTranslator(messages, locale);
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${t(notFound ? "meta.notFound" : "meta.error")} | ${site.shopName}` },
      { name: "robots", content: "noindex" },
      ...base,
    ];
  }
  return [{ title: site.metaTitle }, ...base, ...languageLinks(origin, location.pathname)];
};

const EMPTY_MESSAGES = {};

/** Only a navigation shows the loading bar, and none comes before the shopper's first interaction. */
const LoadingBar = lazyAfterFirstView(() => import("~/components/shell/loading-bar.lazy").then((module) => module.LoadingBar));

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<Route.ComponentProps["loaderData"]>("root");
  const messages = usePageMessages(data?.messages ?? EMPTY_MESSAGES);
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeFromPath(pathname);
  const site = data?.site;
  const themeStyle = site
    ? ({
        "--color-primary": site.theme.primary,
        "--color-secondary": site.theme.secondary,
        "--color-third": site.theme.third,
      } as CSSProperties)
    : undefined;
  // A lite page (lib/lite-mode.ts) sends no script of any kind but JSON-LD, and no web font (app.css).
  const lite = data?.lite ?? false;
  const phone = data?.phone ?? false;
  const nonce = useNonce();
  return (
    <html lang={locale} dir={dirOf(locale)} style={themeStyle} data-lite={lite ? "" : undefined} data-phone={phone ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={site?.theme.secondary ?? "#204541"} />
        <InlineStyles href={stylesHref} />
        <Meta />
        <Links />
        {site?.faviconUrl ? <link rel="icon" href={site.faviconUrl} /> : null}
        {/* Installable (the /webapp page): iOS finds its touch icon at /apple-touch-icon.png by itself.
            Not on lite pages: Chrome fetches the manifest and its 19 KB icon with every first view. */}
        {lite ? null : <link rel="manifest" href={manifestPath(locale)} />}
        {site && !lite ? <AnalyticsHead gtmId={site.gtmId} gtagId={site.gtagId} nonce={nonce} /> : null}
        {site?.headScripts && !lite ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: site.headScripts }} /> : null}
      </head>
      <body>
        {site && !lite ? <AnalyticsNoscript gtmId={site.gtmId} /> : null}
        {data ? (
          <LocaleProvider locale={locale} messages={messages}>
            <LoadingBar />
            {children}
          </LocaleProvider>
        ) : (
          children
        )}
        {lite ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            <WholeStylesheet href={stylesHref} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
