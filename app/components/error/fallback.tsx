import { Component, type ReactNode } from "react";
import { localeFromPath } from "~/lib/locale";
import { FALLBACK_TEXT } from "./fallback-document";

/**
 * The minimal page when the themed one throws (docs/shop/02-pages.md §2.18: "go back to home"). It
 * needs nothing of the app, not even the router: the language comes from the address bar.
 */
function FallbackErrorPage() {
  const locale = typeof window === "undefined" ? "fa" : localeFromPath(window.location.pathname);
  const text = FALLBACK_TEXT[locale];
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center" data-error-fallback="">
      <div>
        <h1 className="text-2xl font-bold">{text.title}</h1>
        <p className="mt-4">
          <a href={text.homeHref} className="text-secondary underline">{text.home}</a>
        </p>
      </div>
    </main>
  );
}

/** Catches a themed error page that throws (or whose code cannot load) and shows the fallback. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("the error page failed to render", error);
  }
  override render() {
    return this.state.failed ? <FallbackErrorPage /> : this.props.children;
  }
}

