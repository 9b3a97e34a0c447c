import { useLocation } from "react-router";
import { useT } from "~/components/locale";
import { LITE_SWITCH_PATH } from "~/lib/lite-mode";
import { useLiteMode } from "./use-shell-data";

/**
 * The footer's switch between the lite page (no script, no web font, small images) and the full
 * one. A plain link, so the whole document is loaded again in the chosen mode.
 */
export function LiteSwitch({ className = "" }: { className?: string }) {
  const lite = useLiteMode();
  const t = useT();
  const { pathname, search } = useLocation();
  const href = `${LITE_SWITCH_PATH}?mode=${lite ? "off" : "on"}&redirectTo=${encodeURIComponent(pathname + search)}`;
  return (
    <a href={href} rel="nofollow" className={`text-sm underline-offset-4 hover:underline ${className}`} data-lite-switch={lite ? "off" : "on"}>
      {t(lite ? "footer.fullVersion" : "footer.liteVersion")}
    </a>
  );
}
