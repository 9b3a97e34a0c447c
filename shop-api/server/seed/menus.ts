import type { Lang } from "../../contract";
import type { ShopTransaction } from "../db/connect";
import { menuItems, type MenuKind } from "../db/schema";
import { CATALOGUE } from "./catalogue";
import { LANGS, type Localised } from "./localised";

interface MenuSeed {
  title: Localised;
  slug: string;
  children: MenuSeed[];
}

/** `GET /original-menu`: categories with their sub-categories. */
const categoryTree: MenuSeed[] = CATALOGUE.map((category) => ({
  title: category.title,
  slug: category.slug,
  children: category.subCategories.map((sub) => ({ title: sub.title, slug: sub.slug, children: [] })),
}));

/** `GET /menu`: the header navigation; its first item opens the three-level mega menu. */
const headerMenu: MenuSeed[] = [
  { title: { fa: "دسته‌بندی محصولات", en: "Product categories" }, slug: "shop", children: categoryTree },
  { title: { fa: "طلا و جواهر", en: "Gold jewellery" }, slug: "gold-jewelry", children: [] },
  { title: { fa: "محاسبه قیمت طلا", en: "Gold price calculator" }, slug: "calculator", children: [] },
  { title: { fa: "سؤالات متداول", en: "FAQ" }, slug: "faq", children: [] },
  { title: { fa: "تماس با ما", en: "Contact us" }, slug: "contactus", children: [] },
  { title: { fa: "مجله زرین", en: "Zarrin magazine" }, slug: "blog", children: [] },
];

export async function seedMenus(tx: ShopTransaction): Promise<void> {
  for (const lang of LANGS) {
    await insertMenuTree(tx, { lang, menu: "menu", parentId: null }, headerMenu);
    await insertMenuTree(tx, { lang, menu: "original-menu", parentId: null }, categoryTree);
  }
}

interface MenuPlace {
  lang: Lang;
  menu: MenuKind;
  parentId: number | null;
}

async function insertMenuTree(tx: ShopTransaction, place: MenuPlace, items: MenuSeed[]): Promise<void> {
  for (const [position, item] of items.entries()) {
    const [inserted] = await tx
      .insert(menuItems)
      .values({ ...place, title: item.title[place.lang], slug: item.slug, position })
      .returning({ id: menuItems.id });
    if (!inserted) throw new Error(`Menu item "${item.slug}" was not inserted`);
    await insertMenuTree(tx, { ...place, parentId: inserted.id }, item.children);
  }
}
