import type { MetaFunction } from "react-router";
import { useSearchParams } from "react-router";
import { ErrorPage } from "~/components/error/error-page.lazy";
import { createTranslator } from "~/lib/i18n";
import { routeMeta } from "~/lib/meta";
import type { RootData } from "~/lib/root-data";

/** /errorPage (docs/shop/02-pages.md §2.18): the error page itself; `?status=404` shows the not-found text. */
export default function ErrorPageRoute() {
  const [params] = useSearchParams();
  const status = Number(params.get("status"));
  return <ErrorPage status={status >= 400 && status <= 599 ? status : 500} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const title = root ? createTranslator(root.messages, root.locale)("meta.error") : "";
  return routeMeta(matches, [{ title: `${title} | ${root?.site.shopName ?? ""}` }, { name: "robots", content: "noindex" }]);
};
