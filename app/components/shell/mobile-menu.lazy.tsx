import type { MenuItem } from "../../../shop-api/contract";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Dialog } from "~/components/ui/dialog.lazy";
import { Icon } from "~/components/ui/icons";
import { CategoryTree } from "~/components/catalogue/category-tree";
import { LanguageSwitch } from "./language-switch";
import { LiveGoldPrice } from "./live-gold-price";

type DialogState = {
  open: boolean;
  hide: () => void;
  closeHref: string;
  trigger: { href: string; onClick: (event: React.MouseEvent) => void; "aria-haspopup": "dialog" };
};

/**
 * The mobile menu dialog (docs/shop/02-pages.md §2.8): the menu items; the first opens the category
 * tree dialog, the others are links; and a way back to the home page.
 */
export function MobileMenuDialog({ menu, menuDialog, categoryDialog }: { menu: MenuItem[]; menuDialog: DialogState; categoryDialog: DialogState }) {
  const t = useT();
  const [first, ...rest] = menu;
  const row = "flex items-center gap-3 px-5 py-3.5 text-ink hover:bg-page";
  return (
    <Dialog open={menuDialog.open} onClose={menuDialog.hide} closeHref={menuDialog.closeHref} title={t("menu.title")} placement="start">
      <nav aria-label={t("header.mainNav")}>
        <div className="border-b border-line bg-page px-5 py-3">
          <LiveGoldPrice />
        </div>
        <ul className="divide-y divide-line">
          {first ? (
            <li>
              <a
                {...categoryDialog.trigger}
                onClick={(event) => {
                  categoryDialog.trigger.onClick(event);
                  if (event.defaultPrevented) menuDialog.hide();
                }}
                className={`${row} font-bold text-secondary`}
                data-open-categories=""
              >
                <Icon name="grid" width={20} height={20} />
                <span className="flex-1">{first.title}</span>
                <Icon name="back" width={18} height={18} className="rotate-180 ltr:rotate-0 text-muted" />
              </a>
            </li>
          ) : null}
          {rest.map((item) => (
            <li key={item.id}>
              <AppLink to={item.slug} onClick={menuDialog.hide} className={row}>{item.title}</AppLink>
            </li>
          ))}
          <li>
            <AppLink to="/" onClick={menuDialog.hide} className={`${row} text-secondary`} data-back-home="">
              <Icon name="home" width={20} height={20} />
              {t("menu.backToHome")}
            </AppLink>
          </li>
          <li className="px-5 py-3.5">
            <LanguageSwitch />
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}

/** The category tree dialog, from the menu dialog and from the bottom navigation. */
export function CategoryDialog({ categories, dialog }: { categories: MenuItem[]; dialog: DialogState }) {
  const t = useT();
  return (
    <Dialog open={dialog.open} onClose={dialog.hide} closeHref={dialog.closeHref} title={t("menu.categories")} placement="bottom">
      <CategoryTree categories={categories} onNavigate={dialog.hide} />
    </Dialog>
  );
}
