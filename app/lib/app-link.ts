/** The app-link form's intent, which the app-link action answers (shop/actions/app-link-action.server.ts). */
export const APP_LINK_INTENT = "app-link";
