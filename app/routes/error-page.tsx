import { useSearchParams } from "react-router";
import type { Route } from "./+types/error-page";
import { ErrorPage } from "~/components/error/error-page.lazy";
import { createTranslator } from "~/lib/i18n";
import { routeMeta } from "~/lib/meta";

/** /errorPage (docs/shop/02-pages.md §2.18): the error page itself; `?status=404` shows the not-found text. */
export default function ErrorPageRoute() {
  const [params] = useSearchParams();
  const status = Number(params.get("status"));
  return <ErrorPage status={status >= 400 && status <= 599 ? status : 500} />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  // The root's match comes first; its data is the root loader's, typed by the generated Route.MetaArgs.
  const root = matches[0].loaderData;
  const title = root ? createTranslator(root.messages, root.locale)("meta.error") : "";
  return routeMeta(matches, [{ title: `${title} | ${root?.site.shopName ?? ""}` }, { name: "robots", content: "noindex" }]);
};
