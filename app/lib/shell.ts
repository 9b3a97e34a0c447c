import type { SharedContentHandle } from "./shell-slots";
/** What a route tells the shell about itself, through its `handle` export (docs/shop/02-pages.md §2.3). */
export interface MobileHeaderConfig {
  /** A title to show, or "logo" for the shop's logo linking home. */
  main: string;
  /** Where the back button leads; without it there is no back button. */
  backBtnPath?: string;
  share?: boolean;
  cart?: boolean;
  search?: boolean;
}

/** `Data`: the route's own loader data, its generated `Route.ComponentProps["loaderData"]` (unknown to the shell, which reads any route's). */
export interface ShellHandle<Data = unknown> {
  /**
   * Whose content the page shows besides the shell's slots: everyone's, or every guest's (it differs
   * for a signed-in shopper). Such a page is rendered once and its slots filled in per shopper
   * (decision 43); without it, a shopper's page is rendered for them. A function of the query when
   * a dialog the URL opens shows the shopper's own (decision 46).
   */
  sharedContent?: SharedContentHandle["sharedContent"];
  /** The home page's mobile header: menu button, search field and logo. */
  homeHeader?: boolean;
  /** Other pages' mobile header, from the route's loader data and translator. */
  mobileHeader?: (data: Data | undefined, t: (key: string) => string) => MobileHeaderConfig;
  /** The footer's mobile block (call, app, accordion lists): home and category pages only. */
  footerMobileBlock?: boolean;
  /** The footer heading is the page's h1: the home page only. */
  footerHeadingIsH1?: boolean;
}
