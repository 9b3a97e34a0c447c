// @vitest-environment node
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import fa from "../../../locales/fa/common.json";
import { LocaleProvider } from "~/components/locale";
import { lazyComponentsReady } from "~/components/ui/lazy";
import { ToastProvider } from "~/components/ui/toast";
import { TOAST_DELAY_MS, TOAST_DURATION_MS, type ToastType } from "~/lib/toast";

/** What the server sends: a flashed toast is in the HTML, timed by CSS, for shoppers without JavaScript. */
function serverHtml(type: ToastType, message: string) {
  return renderToString(
    <LocaleProvider locale="fa" messages={fa}>
      <ToastProvider flash={{ id: type, type, message }}>
        <main />
      </ToastProvider>
    </LocaleProvider>,
  );
}

beforeAll(() => lazyComponentsReady());

describe("Toasts in the server's HTML (docs/shop/04-flows.md §4.18, docs/shop/09-constants.md §9.7)", () => {
  it("are rendered when flashed, with a 300 ms delay, 3.5 s and at most 400 px", () => {
    const html = serverHtml("warning", "قیمت طلا تغییر کرد");
    expect(html).toContain("قیمت طلا تغییر کرد");
    expect(html).toContain('data-toast="warning"');
    expect(html).toContain("--toast-delay:300ms");
    expect(html).toContain("--toast-duration:3500ms");
    expect(html).toContain("max-w-[400px]");
    expect([TOAST_DELAY_MS, TOAST_DURATION_MS]).toEqual([300, 3500]);
  });

  it("come in four types, errors as alerts", () => {
    expect(serverHtml("error", "x")).toContain('role="alert"');
    for (const type of ["success", "info", "warning"] as const) expect(serverHtml(type, "x")).toContain('role="status"');
  });
});
