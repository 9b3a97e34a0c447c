import { createRoutesStub } from "react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import en from "../../../locales/en/common.json";
import fa from "../../../locales/fa/common.json";
import { LocaleProvider } from "~/components/locale";
import type { Locale } from "~/lib/locale";

/** Renders a component inside a React Router stub and the shop's translations, as the app does. */
export function renderInShop(ui: ReactNode, { locale = "fa" as Locale, path = "/" } = {}) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <LocaleProvider locale={locale} messages={locale === "fa" ? fa : en}>
          {ui}
        </LocaleProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** jsdom has no modal dialogs: enough of showModal()/close() for the component to run. */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  proto.__polyfilled = true;
}
