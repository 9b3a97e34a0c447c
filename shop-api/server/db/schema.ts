import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/**
 * The reference Shop API's tables. Localised content is stored once per language (a row per `lang`),
 * as the shop's admin edits each language on its own. Changing this file needs a new migration:
 * `npm run db:generate` (drizzle-kit), then commit `shop-api/server/db/migrations`.
 */

export const langEnum = pgEnum("lang", ["fa", "en"]);
/** `menu` is the header navigation, `original-menu` the bare category tree; both are edited apart. */
export const menuKindEnum = pgEnum("menu_kind", ["menu", "original-menu"]);
export type MenuKind = (typeof menuKindEnum.enumValues)[number];
export const pageLocationEnum = pgEnum("page_location", ["header", "footer"]);

/** One row per setting and language; the value is checked against the contract before it is written. */
export const siteConfigs = pgTable(
  "site_configs",
  {
    lang: langEnum("lang").notNull(),
    key: text("key").notNull(),
    value: jsonb("value").$type<unknown>(),
  },
  (table) => [primaryKey({ columns: [table.lang, table.key] })],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    lang: langEnum("lang").notNull(),
    menu: menuKindEnum("menu").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** An internal path segment or an absolute https URL (opened in a new tab by the storefront). */
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("menu_items_lang_menu_idx").on(table.lang, table.menu)],
);

export const footerLists = pgTable(
  "footer_lists",
  {
    id: serial("id").primaryKey(),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("footer_lists_lang_idx").on(table.lang)],
);

export const footerRows = pgTable(
  "footer_rows",
  {
    id: serial("id").primaryKey(),
    listId: integer("list_id")
      .notNull()
      .references(() => footerLists.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("footer_rows_list_idx").on(table.listId)],
);

export const singlePages = pgTable(
  "single_pages",
  {
    id: serial("id").primaryKey(),
    lang: langEnum("lang").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Simple HTML paragraphs, written by the shop's staff. */
    body: text("body").notNull(),
    location: pageLocationEnum("location").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [unique("single_pages_slug_lang_unique").on(table.slug, table.lang)],
);

/**
 * A cart is the set of lines sharing a client token (the guest's cookie, spec §4). Prices are whole
 * toman; gold jewellery passes 2^31 toman in a large order, hence bigint.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    clientToken: text("client_token").notNull(),
    productVendorId: integer("product_vendor_id").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: bigint("unit_price", { mode: "number" }).notNull(),
    specialPrice: bigint("special_price", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("cart_lines_token_product_unique").on(table.clientToken, table.productVendorId),
    check("cart_lines_quantity_positive", sql`${table.quantity} > 0`),
    check("cart_lines_prices_not_negative", sql`${table.unitPrice} >= 0 AND ${table.specialPrice} >= 0`),
  ],
);
