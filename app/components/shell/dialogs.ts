import { lazyComponent } from "~/components/ui/lazy";

/**
 * The shell's dialogs, fetched the first time one opens (or rendered by the server when the URL
 * opens it): a shopper who never opens the menu never downloads it.
 */
export const MobileMenuDialog = lazyComponent(() => import("./mobile-menu.lazy").then((module) => module.MobileMenuDialog));
export const CategoryDialog = lazyComponent(() => import("./mobile-menu.lazy").then((module) => module.CategoryDialog));
export const ShareDialog = lazyComponent(() => import("./share-dialog.lazy").then((module) => module.ShareDialog));
export const SearchDialog = lazyComponent(() => import("./search-dialog.lazy").then((module) => module.SearchDialog));
