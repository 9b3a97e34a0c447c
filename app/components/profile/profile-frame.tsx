import { Form, useLocation, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import { useLocalizedPath, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { stripLocale } from "~/lib/locale";
import type { ShellPersonal } from "~/lib/shell-slots";
import { PROFILE_SECTIONS, sectionOf } from "./sections";

/**
 * Every profile page: beside it on the desktop (above it, on the phone's /profile only) the
 * shopper's card and the list of the profile's sections, with signing out. `account` is /profile's
 * own card (its heading, mobile and wallet); the other pages show the shopper's name there.
 */
export function ProfileFrame({ children, account }: { children: ReactNode; account?: ReactNode }) {
  const t = useT();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const current = sectionOf(stripLocale(pathname));
  // The default layout's data, read by the type its loader's `userLabel` is checked against there (useShellPersonal): a component may not import a layout.
  const shell = useRouteLoaderData<Pick<ShellPersonal, "userLabel">>("layout-default");
  return (
    <div className="container-shop grid items-start gap-6 py-6 md:grid-cols-[17rem_1fr] md:py-10">
      <aside className={`${account ? "" : "hidden md:block"} lg:sticky lg:top-24`} data-profile-menu="">
        <div className="flex flex-col gap-4">
          {account ?? (
            <p className="flex items-center gap-3 rounded-3xl bg-secondary px-5 py-4 font-bold text-white">
              <Icon name="user" width={22} height={22} />
              <span className="truncate">{shell?.userLabel}</span>
            </p>
          )}
          <nav aria-label={t("profile.sections.label")} className="rounded-3xl border border-line bg-white p-2">
            <ul className="flex flex-col">
              {PROFILE_SECTIONS.map((section) => (
                <li key={section.key}>
                  <AppLink
                    to={section.path}
                    aria-current={current?.key === section.key ? "true" : undefined}
                    className="flex items-center gap-3 rounded-2xl px-4 py-3 text-sm font-medium text-ink hover:bg-page aria-[current=true]:bg-primary aria-[current=true]:font-semibold aria-[current=true]:text-secondary"
                    data-profile-section={section.key}
                  >
                    <Icon name={section.icon} width={20} height={20} className="text-secondary" />
                    {t(`profile.sections.${section.key}`)}
                  </AppLink>
                </li>
              ))}
            </ul>
            <Form method="post" action={localize("/profile")} className="mt-1 border-t border-line pt-3">
              <button
                type="submit"
                name="intent"
                value="logout"
                className="flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-sm font-medium text-third hover:bg-page"
                data-logout=""
              >
                <Icon name="logout" width={20} height={20} />
                {t("profile.home.logout")}
              </button>
            </Form>
          </nav>
        </div>
      </aside>
      <div className="flex min-w-0 flex-col gap-6">{children}</div>
    </div>
  );
}

/** A profile page's heading, with what it offers beside it (an edit link, a tab count...). */
export function ProfileHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-bold text-secondary md:text-2xl">{title}</h1>
      {children}
    </div>
  );
}

/** A white card of a profile page. */
export function ProfileCard({ children, className = "", ...props }: { children: ReactNode; className?: string } & Record<`data-${string}`, string>) {
  return (
    <section className={`rounded-3xl border border-line bg-white p-5 md:p-6 ${className}`} {...props}>
      {children}
    </section>
  );
}
