import { redirect } from "react-router";
import type { Route } from "./+types/lite-mode";
import { safeRedirectPath } from "~/lib/analytics";
import { isLiteChoice, LITE_COOKIE } from "~/lib/lite-mode";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/**
 * /lite-mode?mode=on|off&redirectTo=/path: the footer's "lite version" / "full version" link. The
 * shopper's choice is kept in a cookie for a year and wins over Save-Data and the connection type.
 * A link rather than a form, so that it works the same on a lite page, with nothing to hydrate.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const mode = url.searchParams.get("mode");
  const back = safeRedirectPath(url.searchParams.get("redirectTo"), "/");
  if (!isLiteChoice(mode)) return redirect(back);
  const secure = process.env.NODE_ENV === "production" ? "; Secure" : "";
  return redirect(back, {
    headers: {
      "Set-Cookie": `${LITE_COOKIE}=${mode}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
