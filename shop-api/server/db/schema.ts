import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { CREDIT_REQUEST_STATUSES, GOLD_PRICE_ALERT_DIRECTIONS, ORDER_STATUS_TYPES, RECHARGE_STATUSES, REQUEST_KINDS, WALLET_TRANSACTION_KINDS, type CreditRequestStep } from "../../contract";

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
    /** When its text last changed: the sitemap's lastmod. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("single_pages_slug_lang_unique").on(table.slug, table.lang)],
);

/*
 * The catalogue. Language-independent facts live in the entity's table, its texts in a `*_texts`
 * table with a row per language (as above, the admin edits each language on its own), so ids are
 * shared by both languages: a product, its variety (the cart's product_vendor_id) and its pictures
 * are the same whichever language the shopper reads.
 */

/** PostgreSQL's full-text document. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const listTypeEnum = pgEnum("list_type", ["banner", "slider", "category", "brand", "video", "product", "blog"]);
/** Where a list's items come from: its own rows, or worked out when asked. */
export const listSourceEnum = pgEnum("list_source", ["items", "bestselling", "latest-posts"]);
export const varietyOptionEnum = pgEnum("variety_option", ["size", "length", "colour"]);
export type VarietyOption = (typeof varietyOptionEnum.enumValues)[number];
export const deviceEnum = pgEnum("device", ["desktop", "mobile"]);
export const layoutSectionKindEnum = pgEnum("layout_section_kind", ["list", "amazing-products", "vip-category"]);
/** The colour of gold a piece is made in (contract COLOURS); a colour variety's value is one of these. */
export const metalEnum = pgEnum("metal", ["yellow", "white", "rose"]);

/** Media paths ("/media/catalogue/…") are relative to the API root, like the settings' images. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    image: text("image"),
    /** The robots directive of the category page ("index, follow", "noindex, follow"). */
    robot: text("robot").notNull().default("index, follow"),
    /** When the category itself last changed (its listing also changes with its products). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("categories_parent_idx").on(table.parentId)],
);

export const categoryTexts = pgTable(
  "category_texts",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    metaDescription: text("meta_description").notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.lang] })],
);

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  logo: text("logo").notNull(),
  position: integer("position").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const brandTexts = pgTable(
  "brand_texts",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
    /** A sentence or two for the brand page. */
    description: text("description"),
    metaDescription: text("meta_description").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.lang] })],
);

/**
 * A product's price is not stored: it follows the gold price (docs/shop/15-pricing.md §15.1) from its default
 * variety's weight and these wages. Money is whole toman (bigint).
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    karat: integer("karat").notNull().default(18),
    /** The catalogue weight: the default variety's. */
    gram: numeric("gram", { precision: 7, scale: 3, mode: "number" }).notNull(),
    wagesPercent: numeric("wages_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    noneGold: bigint("none_gold", { mode: "number" }).notNull().default(0),
    noneGoldWages: bigint("none_gold_wages", { mode: "number" }).notNull().default(0),
    maxCartAdd: integer("max_cart_add").notNull().default(1),
    discountPercent: integer("discount_percent"),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(4),
    reviewCount: integer("review_count").notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Whether any variety can be bought: kept by triggers on product_varieties (migration 0014), so
     * that listings and search sort by it without a subquery per product.
     */
    inStock: boolean("in_stock").notNull().default(false),
    /** The gold's colour of the piece (its default variety's, when it comes in colours). */
    colour: metalEnum("colour").notNull().default("yellow"),
    /** The barcode (EAN-13), when the maker gives one. */
    gtin: text("gtin"),
    /** The maker's part number. */
    mpn: text("mpn"),
    /** When the discount runs (either end open when null); outside it the product sells at full price. */
    offerStartsAt: timestamp("offer_starts_at", { withTimezone: true }),
    offerEndsAt: timestamp("offer_ends_at", { withTimezone: true }),
    /** How many shoppers like it (kept with `product_likes`). */
    likes: integer("likes").notNull().default(0),
    /** When its facts or texts last changed (not its price, which follows the gold price). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("products_category_idx").on(table.categoryId),
    index("products_brand_idx").on(table.brandId),
    index("products_sales_idx").on(table.salesCount),
    index("products_created_idx").on(table.createdAt),
    check("products_gram_positive", sql`${table.gram} > 0`),
    check("products_max_cart_add_positive", sql`${table.maxCartAdd} >= 1`),
    check("products_discount_range", sql`${table.discountPercent} BETWEEN 1 AND 99`),
    check("products_rating_range", sql`${table.rating} BETWEEN 0 AND 5`),
    check("products_money_not_negative", sql`${table.noneGold} >= 0 AND ${table.noneGoldWages} >= 0`),
    check("products_likes_not_negative", sql`${table.likes} >= 0`),
  ],
);

export const productTexts = pgTable(
  "product_texts",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
    shortDescription: text("short_description").notNull(),
    /** The product page's description: paragraphs of plain text. */
    description: jsonb("description").$type<string[]>().notNull().default([]),
    /**
     * What search finds the product by in this language when nothing names the query
     * (catalogue/search-index.ts): its name and codes (weight A), category, brand and tags (B),
     * descriptions (C), its other language's name (D).
     */
    searchDocument: tsvector("search_document").notNull().default(sql`''::tsvector`),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.lang] }),
    index("product_texts_search_idx").using("gin", table.searchDocument),
  ],
);

/**
 * What search sorts and filters a product's matches by, beside the terms that name it, in one narrow
 * row per language, the languages in partitions of their own (migration 0015): a query matching
 * most of a large catalogue reads its language's rows only, not the products' and texts' wide ones.
 * catalogue/search-index.ts writes the rows with the seed's facts; a trigger copies what changes
 * while the shop runs (stock, sales).
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    /** Name and codes (A), category, brand and tags (B), the other language's name (D). */
    names: tsvector("names").notNull(),
    inStock: boolean("in_stock").notNull(),
    salesCount: integer("sales_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    brandId: integer("brand_id"),
    colour: metalEnum("colour").notNull(),
    gram: doublePrecision("gram").notNull(),
    /** The price before rounding and discount is `price_per_gold × gold price + price_fixed` (pricing.ts priceLine). */
    pricePerGold: doublePrecision("price_per_gold").notNull(),
    priceFixed: doublePrecision("price_fixed").notNull(),
    discountPercent: integer("discount_percent"),
    offerStartsAt: timestamp("offer_starts_at", { withTimezone: true }),
    offerEndsAt: timestamp("offer_ends_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.lang] }),
    index("product_search_names_idx").using("gin", table.names),
  ],
);

/**
 * Every term of a language's search documents, with how many products have it. A query's term that
 * is none of these, nor the start of one, is mended with the nearest naming terms (those of names,
 * codes, categories, brands and tags) by trigram similarity (pg_trgm).
 */
export const searchWords = pgTable(
  "search_words",
  {
    lang: langEnum("lang").notNull(),
    word: text("word").notNull(),
    documents: integer("documents").notNull(),
    /** Whether the word names products (is in some product_search.names), not only in descriptions. */
    naming: boolean("naming").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lang, table.word] }),
    index("search_words_naming_trgm_idx").using("gin", table.word.op("gin_trgm_ops")).where(sql`${table.naming}`),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Not unique: the products a grown catalogue adds show the pictures of the designs they vary (seed/grown-catalogue.ts). */
    path: text("path").notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

/**
 * What the cart adds: a size, a length or a colour of a product, each with its own weight (so its
 * own price) and stock. Its id is the cart's product_vendor_id. A product without options has one
 * variety with no option; the first (position 0) is the product's default.
 */
export const productVarieties = pgTable(
  "product_varieties",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    option: varietyOptionEnum("option"),
    /** "54" (ring size), "6.2" (bangle, cm), "45" (length, cm), "rose" (colour). */
    value: text("value"),
    gram: numeric("gram", { precision: 7, scale: 3, mode: "number" }).notNull(),
    stock: integer("stock").notNull().default(0),
  },
  (table) => [
    unique("product_varieties_position_unique").on(table.productId, table.position),
    check("product_varieties_stock_not_negative", sql`${table.stock} >= 0`),
    check("product_varieties_gram_positive", sql`${table.gram} > 0`),
  ],
);

/** The magazine's categories; a sub-category names its parent (one level deep). */
export const postCategories = pgTable(
  "post_categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    parentId: integer("parent_id").references((): AnyPgColumn => postCategories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("post_categories_parent_idx").on(table.parentId, table.position)],
);

export const postCategoryTexts = pgTable(
  "post_category_texts",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => postCategories.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.lang] })],
);

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    image: text("image").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** When the article was last edited (sitemaps, `dateModified`); null: never since published. */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    isNews: boolean("is_news").notNull().default(false),
    /** Its category or sub-category (null for a post filed nowhere, as posts were before the magazine moved in). */
    categoryId: integer("category_id").references(() => postCategories.id, { onDelete: "set null" }),
  },
  (table) => [index("posts_published_idx").on(table.publishedAt), index("posts_category_idx").on(table.categoryId, table.publishedAt)],
);

/** The products an article names, in its order (`GET /posts/{id}` answers them as cards). */
export const postProducts = pgTable(
  "post_products",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references((): AnyPgColumn => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.productId] })],
);

export const postTexts = pgTable(
  "post_texts",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /**
     * The article in a small markup: paragraphs apart by a blank line, "## " a heading, lines of
     * "- " a list (catalogue/post-body.ts). Empty for a post written before the magazine moved in.
     */
    body: text("body").notNull().default(""),
    /** The post on the magazine's former site, absolute (the storefront links to its own /blog). */
    url: text("url").notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.lang] })],
);

export const videos = pgTable("videos", {
  id: serial("id").primaryKey(),
  poster: text("poster").notNull(),
  videoUrl: text("video_url").notNull(),
  durationSeconds: integer("duration_seconds").notNull(),
});

export const videoTexts = pgTable(
  "video_texts",
  {
    videoId: integer("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.lang] })],
);

/** A banner or slider picture; `link` is an internal path ("/necklaces") or an absolute URL. */
export const slides = pgTable("slides", {
  id: serial("id").primaryKey(),
  image: text("image").notNull(),
  imageMobile: text("image_mobile"),
  link: text("link").notNull(),
});

export const slideTexts = pgTable(
  "slide_texts",
  {
    slideId: integer("slide_id")
      .notNull()
      .references(() => slides.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    alt: text("alt").notNull(),
    title: text("title"),
    subtitle: text("subtitle"),
  },
  (table) => [primaryKey({ columns: [table.slideId, table.lang] })],
);

/** `GET /lists/{id}`; the ids are the ones the site settings name (banners_list_id…), so not serial. */
export const lists = pgTable("lists", {
  id: integer("id").primaryKey(),
  type: listTypeEnum("type").notNull(),
  source: listSourceEnum("source").notNull().default("items"),
  /** How many items a worked-out list has. */
  size: integer("size"),
});

export const listTexts = pgTable(
  "list_texts",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title"),
  },
  (table) => [primaryKey({ columns: [table.listId, table.lang] })],
);

/** A list's own items, in order: each row points at one thing of the list's type. */
export const listItems = pgTable(
  "list_items",
  {
    id: serial("id").primaryKey(),
    listId: integer("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    slideId: integer("slide_id").references(() => slides.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    videoId: integer("video_id").references(() => videos.id, { onDelete: "cascade" }),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("list_items_list_idx").on(table.listId),
    check(
      "list_items_one_target",
      sql`num_nonnulls(${table.slideId}, ${table.categoryId}, ${table.brandId}, ${table.videoId}, ${table.postId}, ${table.productId}) = 1`,
    ),
  ],
);

/** `GET /layouts`: a page's sections in order, per device and language (titles are localised). */
export const layoutSections = pgTable(
  "layout_sections",
  {
    id: serial("id").primaryKey(),
    lang: langEnum("lang").notNull(),
    page: text("page").notNull(),
    device: deviceEnum("device").notNull(),
    position: integer("position").notNull(),
    kind: layoutSectionKindEnum("kind").notNull(),
    /** For a list section: the site setting holding its list id ("banners_list_id"). */
    listKey: text("list_key"),
    title: text("title"),
  },
  (table) => [index("layout_sections_page_idx").on(table.lang, table.page, table.device)],
);

/**
 * Generated pictures, by media path: the recipe to draw (artwork/recipes.ts), not the pixels. The
 * media route renders a recipe on first request and caches the result.
 */
export const mediaArtworks = pgTable("media_artworks", {
  path: text("path").primaryKey(),
  recipe: jsonb("recipe").$type<unknown>().notNull(),
});

/*
 * Accounts and sign-in (docs/shop/04-flows.md §4.2). Secrets are never stored as given: passwords as
 * scrypt hashes (auth/secrets.ts), one-time codes as salted SHA-256, tokens as SHA-256 of 32 random
 * bytes.
 */

export const codePurposeEnum = pgEnum("code_purpose", ["register", "login", "forget"]);
export const orderStatusEnum = pgEnum("order_status", ORDER_STATUS_TYPES);

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  /** 09XXXXXXXXX. */
  mobile: text("mobile").notNull().unique(),
  /** The name the shop shows: "first last". */
  name: text("name"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email"),
  nationalCode: text("national_code"),
  birthDate: date("birth_date", { mode: "string" }),
  /** `scrypt$N$r$p$salt$hash` (hex): see auth/secrets.ts. */
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The code of the shopper's invitation link (the storefront's `/register?ref=`): 8 random hex digits, upper-case. */
  referralCode: text("referral_code")
    .notNull()
    .unique()
    .default(sql`upper(substr(md5(random()::text), 1, 8))`),
});

/**
 * A code sent by SMS. Only the newest code of a mobile and purpose counts; sending another voids the
 * older ones (consumed_at). A code is void once used, expired, or tried MAX_CODE_ATTEMPTS times.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile").notNull(),
    purpose: codePurposeEnum("purpose").notNull(),
    /** `salt$sha256(salt + code)` (hex). */
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was used or replaced by a newer code. */
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** Who asked for it (auth/limits.ts counts the mobiles an address has codes sent to); null before the limits. */
    clientAddress: text("client_address"),
  },
  (table) => [
    index("one_time_codes_mobile_purpose_idx").on(table.mobile, table.purpose, table.createdAt),
    index("one_time_codes_client_address_idx").on(table.clientAddress, table.createdAt),
    check("one_time_codes_attempts_not_negative", sql`${table.attempts} >= 0`),
  ],
);

/** What a validated code gives: the right to register or to change a password, once, for a while. */
export const verificationTokens = pgTable("verification_tokens", {
  id: serial("id").primaryKey(),
  /** sha256 of the token (hex). */
  tokenHash: text("token_hash").notNull().unique(),
  mobile: text("mobile").notNull(),
  purpose: codePurposeEnum("purpose").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
});

/** Login tokens (`Authorization: Bearer`); they last until logout or a password change revokes them. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    /** sha256 of the token (hex). */
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("auth_tokens_user_idx").on(table.userId)],
);

/**
 * Password sign-ins that failed, for the limits per mobile and per address (auth/limits.ts). A try is
 * written before the password is checked, so that guesses sent at once all count, and removed when
 * the password was right; rows older than the limits' window are removed as new ones come.
 */
export const passwordFailures = pgTable(
  "password_failures",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile").notNull(),
    clientAddress: text("client_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("password_failures_mobile_idx").on(table.mobile, table.createdAt),
    index("password_failures_client_address_idx").on(table.clientAddress, table.createdAt),
  ],
);


/*
 * Category, brand, product and information pages (contract pages.ts): FAQs, what shoppers write
 * about a product (held until the shop approves it), tags, sellers, likes and requests.
 */

/** `GET /faqs`: the FAQ page's groups, in order. */
export const faqGroups = pgTable("faq_groups", {
  id: serial("id").primaryKey(),
  position: integer("position").notNull().default(0),
});

export const faqGroupTexts = pgTable(
  "faq_group_texts",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => faqGroups.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.lang] })],
);

/** A question and its answer, in a group of the FAQ page or on a category page (exactly one of them). */
export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id").references(() => faqGroups.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    index("faqs_group_idx").on(table.groupId),
    index("faqs_category_idx").on(table.categoryId),
    check("faqs_one_place", sql`num_nonnulls(${table.groupId}, ${table.categoryId}) = 1`),
  ],
);

export const faqTexts = pgTable(
  "faq_texts",
  {
    faqId: integer("faq_id")
      .notNull()
      .references(() => faqs.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (table) => [primaryKey({ columns: [table.faqId, table.lang] })],
);

/**
 * What the shop does with what a shopper wrote: nothing shows until it is approved
 * (docs/shop/05-validation.md §5.8).
 */
export const reviewStatusEnum = pgEnum("review_status", ["pending", "approved", "rejected"]);

/**
 * A comment on a product, in the language it was written in (each language's page shows its own).
 * `author` is the name shown; seeded comments have no user.
 */
export const productComments = pgTable(
  "product_comments",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    lang: langEnum("lang").notNull(),
    author: text("author").notNull(),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    /** The shop's answer. */
    reply: text("reply"),
    status: reviewStatusEnum("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("product_comments_product_idx").on(table.productId, table.lang, table.status, table.createdAt),
    index("product_comments_user_idx").on(table.userId, table.createdAt),
    check("product_comments_rating_range", sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/** A question about a product; it shows once approved and answered. */
export const productQuestions = pgTable(
  "product_questions",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    lang: langEnum("lang").notNull(),
    author: text("author").notNull(),
    question: text("question").notNull(),
    answer: text("answer"),
    status: reviewStatusEnum("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_questions_product_idx").on(table.productId, table.lang, table.status)],
);

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
});

export const tagTexts = pgTable(
  "tag_texts",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
  },
  (table) => [primaryKey({ columns: [table.tagId, table.lang] })],
);

export const productTags = pgTable(
  "product_tags",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tagId] }), index("product_tags_tag_idx").on(table.tagId)],
);

/** Who sells the shop's products: the shop itself (official) and partner jewellers. */
export const sellers = pgTable(
  "sellers",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    isOfficial: boolean("is_official").notNull().default(false),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [check("sellers_rating_range", sql`${table.rating} BETWEEN 0 AND 5`)],
);

export const sellerTexts = pgTable(
  "seller_texts",
  {
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
    city: text("city").notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.lang] })],
);

/**
 * A partner's offer of a product: its price follows the shop's (the price to pay now), moved by
 * `price_percent` (101.5 = 1.5 % dearer). The official seller offers every product at the shop's price.
 */
export const productSellers = pgTable(
  "product_sellers",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    pricePercent: numeric("price_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.sellerId] }),
    check("product_sellers_price_percent_range", sql`${table.pricePercent} BETWEEN 50 AND 150`),
  ],
);

/** A signed-in shopper's like; `products.likes` counts them (with the seeded likes). */
export const productLikes = pgTable(
  "product_likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] }), index("product_likes_user_idx").on(table.userId, table.createdAt)],
);

/** A signed-in shopper's like of a magazine post (`POST /like {model: "post"}`). */
export const postLikes = pgTable(
  "post_likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] })],
);

/** `POST /notify-me`: tell this mobile when the product (or one variety) is back in stock. */
export const stockNotifications = pgTable(
  "stock_notifications",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productVendorId: integer("product_vendor_id").references(() => productVarieties.id, { onDelete: "cascade" }),
    mobile: text("mobile").notNull(),
    lang: langEnum("lang").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [index("stock_notifications_product_idx").on(table.productId)],
);

/** `POST /product-inquiry`: a shopper asks the shop to call about a product. */
export const productInquiries = pgTable(
  "product_inquiries",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mobile: text("mobile").notNull(),
    message: text("message").notNull(),
    lang: langEnum("lang").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_inquiries_product_idx").on(table.productId)],
);

/*
 * Checkout (contract checkout.ts): Iran's provinces and cities, addresses, transports, payment
 * drivers, discount codes, wallets, carts and orders. Money is whole toman (bigint): a large order of
 * gold passes 2^31 toman.
 */

/** Iran's 31 provinces; ids are fixed (seed/iran.ts: the usual alphabetical order, Tehran is 8). */
export const states = pgTable("states", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull().default(0),
});

export const stateTexts = pgTable(
  "state_texts",
  {
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
  },
  (table) => [primaryKey({ columns: [table.stateId, table.lang] })],
);

/** A province's main cities (its capital first); ids are fixed by the seed. */
export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("cities_state_idx").on(table.stateId)],
);

export const cityTexts = pgTable(
  "city_texts",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
  },
  (table) => [primaryKey({ columns: [table.cityId, table.lang] })],
);

/** A shopper's address book; at most one address is active (where the next order goes). */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverName: text("receiver_name").notNull(),
    receiverMobile: text("receiver_mobile").notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    plaque: text("plaque"),
    unit: text("unit"),
    isActive: boolean("is_active").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("addresses_user_idx").on(table.userId),
    uniqueIndex("addresses_one_active_per_user").on(table.userId).where(sql`${table.isActive}`),
  ],
);

/**
 * How an order travels. `cost` is waived when the basket reaches `free_above`; a transport with
 * `only_state_id` serves addresses in that province only.
 */
export const transports = pgTable(
  "transports",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    cost: bigint("cost", { mode: "number" }).notNull().default(0),
    freeAbove: bigint("free_above", { mode: "number" }),
    daysMin: integer("days_min").notNull(),
    daysMax: integer("days_max").notNull(),
    onlyStateId: integer("only_state_id").references(() => states.id),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    check("transports_cost_not_negative", sql`${table.cost} >= 0`),
    check("transports_days_range", sql`0 <= ${table.daysMin} AND ${table.daysMin} <= ${table.daysMax}`),
  ],
);

export const transportTexts = pgTable(
  "transport_texts",
  {
    transportId: integer("transport_id")
      .notNull()
      .references(() => transports.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (table) => [primaryKey({ columns: [table.transportId, table.lang] })],
);

/** `GET /payment-driver`: the gateways, by name ("sandbox", "zarinpal"). */
export const paymentDrivers = pgTable("payment_drivers", {
  name: text("name").primaryKey(),
  available: boolean("available").notNull().default(false),
  logo: text("logo").notNull(),
  position: integer("position").notNull().default(0),
});

export const paymentDriverTexts = pgTable(
  "payment_driver_texts",
  {
    driverName: text("driver_name")
      .notNull()
      .references(() => paymentDrivers.name, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
  },
  (table) => [primaryKey({ columns: [table.driverName, table.lang] })],
);

/**
 * A discount code: a percent (capped by `max_amount` when set) or a fixed amount off the basket
 * (the lines after product discounts), valid between its dates, worth nothing below `min_basket`.
 * `code` is kept upper-case.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    percent: integer("percent"),
    amount: bigint("amount", { mode: "number" }),
    maxAmount: bigint("max_amount", { mode: "number" }),
    minBasket: bigint("min_basket", { mode: "number" }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** How many orders may use the code (null: any number); `uses` counts the orders not failed. */
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
  },
  (table) => [
    check("discount_codes_percent_or_amount", sql`num_nonnulls(${table.percent}, ${table.amount}) = 1`),
    check("discount_codes_percent_range", sql`${table.percent} BETWEEN 1 AND 100`),
    check("discount_codes_money_not_negative", sql`${table.amount} >= 0 AND ${table.maxAmount} >= 0 AND ${table.minBasket} >= 0`),
    check("discount_codes_uses_within_limit", sql`${table.uses} >= 0 AND (${table.maxUses} IS NULL OR ${table.uses} <= ${table.maxUses})`),
  ],
);

export const walletTypeEnum = pgEnum("wallet_type", ["original", "credit", "gift", "registration", "referral"]);
export type WalletType = (typeof walletTypeEnum.enumValues)[number];

/**
 * A shopper's credit of one kind: their own money (original), shop credit, a gift card, the
 * registration credit, referral credit. Spent at payment, given back when the payment fails.
 */
export const wallets = pgTable(
  "wallets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: walletTypeEnum("type").notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("wallets_user_idx").on(table.userId),
    uniqueIndex("wallets_one_registration_per_user").on(table.userId).where(sql`${table.type} = 'registration'`),
    // Top-ups go to the one main wallet, friends' rewards to the one referral wallet.
    uniqueIndex("wallets_one_original_per_user").on(table.userId).where(sql`${table.type} = 'original'`),
    uniqueIndex("wallets_one_referral_per_user").on(table.userId).where(sql`${table.type} = 'referral'`),
    check("wallets_balance_not_negative", sql`${table.balance} >= 0`),
  ],
);

/**
 * A cart: a signed-in shopper's (user_id) or a guest's (client_token, the cookie of
 * docs/shop/04-flows.md §4.1), with what checkout chose for it (discount code, transport, delivery
 * day), so a reload or another tab sees the same choices.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    clientToken: text("client_token").unique(),
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    transportId: integer("transport_id").references(() => transports.id, { onDelete: "set null" }),
    deliveryDate: date("delivery_date", { mode: "string" }),
    deliverySlot: integer("delivery_slot"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("carts_one_owner", sql`num_nonnulls(${table.userId}, ${table.clientToken}) = 1`)],
);

/**
 * A line of a cart: a variety (product_vendor_id) and how many. Its price is worked out when asked
 * (it follows the gold price); `added_price` is the unit price when the line was added.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productVendorId: integer("product_vendor_id")
      .notNull()
      .references(() => productVarieties.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedPrice: bigint("added_price", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("cart_items_cart_variety_unique").on(table.cartId, table.productVendorId),
    check("cart_items_quantity_positive", sql`${table.quantity} > 0`),
    check("cart_items_added_price_not_negative", sql`${table.addedPrice} >= 0`),
  ],
);

/** The wallets a cart is paid with, in the order they were chosen; their amounts are worked out when asked. */
export const cartWallets = pgTable(
  "cart_wallets",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    walletId: integer("wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "cascade" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.walletId] })],
);

/**
 * A shopper's order. Orders placed through checkout lock what they cost when placed (`total` is
 * what the gateway charges) and keep the address they go to; the demo orders of the seed have only
 * a status and a total. `gateway_token_hash` is the sandbox gateway's single-use token (sha256).
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    statusType: orderStatusEnum("status_type").notNull(),
    /** What the shopper pays (whole toman). */
    total: bigint("total", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lines before and after product discounts, the discount code's part, wallets, shipping. */
    totalPrice: bigint("total_price", { mode: "number" }).notNull().default(0),
    totalSpecial: bigint("total_special", { mode: "number" }).notNull().default(0),
    discountCode: text("discount_code"),
    discountAmount: bigint("discount_amount", { mode: "number" }).notNull().default(0),
    walletAmount: bigint("wallet_amount", { mode: "number" }).notNull().default(0),
    shippingCost: bigint("shipping_cost", { mode: "number" }).notNull().default(0),
    /** Toman per gram of 18-karat gold the order was priced at. */
    goldPrice: bigint("gold_price", { mode: "number" }),
    /** The cart it came from: emptied when the payment succeeds. */
    cartId: integer("cart_id").references(() => carts.id, { onDelete: "set null" }),
    address: jsonb("address").$type<OrderAddress>(),
    transportId: integer("transport_id").references(() => transports.id, { onDelete: "set null" }),
    deliveryDate: date("delivery_date", { mode: "string" }),
    deliverySlot: integer("delivery_slot"),
    driver: text("driver"),
    /**
     * The visitor's clientToken when the order was placed: with it (or the user's token) the
     * payment result shows the order's amount and lines; to anyone else only its state.
     */
    clientToken: text("client_token"),
    callbackUrl: text("callback_url"),
    gatewayTokenHash: text("gateway_token_hash").unique(),
    /** When the gateway session of `gateway_token_hash` began (placing, or paying again): it times out from then. */
    paymentStartedAt: timestamp("payment_started_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    reference: text("reference"),
    /** Why the payment failed: a key of checkout/messages.ts ("cancelled", "expired"…). */
    failureReason: text("failure_reason"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The price quote the order was placed at (its prices are the quote's). */
    quoteId: text("quote_id").references((): AnyPgColumn => priceQuotes.id, { onDelete: "set null" }),
    /**
     * Until when the shop holds the order's price (its quote's `expires_at`, or `price_hold_seconds`
     * after it was placed or priced again): after it, the gateway takes no payment and paying again
     * prices the order anew (decision 18).
     */
    priceHeldUntil: timestamp("price_held_until", { withTimezone: true }),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt),
    index("orders_cart_idx").on(table.cartId),
    index("orders_quote_idx").on(table.quoteId),
    check("orders_total_not_negative", sql`${table.total} >= 0`),
  ],
);

/**
 * A price held for a shopper while they pay: their cart priced at one gold price, until
 * `expires_at` (the `price_hold_seconds` setting). `fingerprint` is a hash of all that makes the
 * amount (the lines, quantities and prices, the discount, the address, transport and day, the
 * wallets' parts): an order is placed at the quote's prices only while the cart still prices the
 * same at the quote's gold price, so the gateway charges exactly the total the shopper was shown.
 */
export const priceQuotes = pgTable(
  "price_quotes",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    goldPrice: bigint("gold_price", { mode: "number" }).notNull(),
    fingerprint: text("fingerprint").notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("price_quotes_user_idx").on(table.userId, table.expiresAt), check("price_quotes_total_not_negative", sql`${table.total} >= 0`)],
);

/**
 * What a form posted once with a one-time key answered (a payment, a wallet top-up, a credit
 * request): the same key again, from a double tap, a retry on a dropped connection or another tab,
 * gets the same answer and changes nothing. The key is the caller's, per user.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Which call the key was used for ("payment", "charge", "credit-request"). */
    operation: text("operation").notNull(),
    status: integer("status").notNull(),
    answer: jsonb("answer").notNull(),
    /** The order a payment placed (or paid again): another tab paying the same quote is sent to its gateway page. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index("idempotent_requests_order_idx").on(table.orderId)],
);

/** Where an order goes, as it was when the order was placed. */
export interface OrderAddress {
  receiver_name: string;
  receiver_mobile: string;
  state_id: number;
  city_id: number;
  address: string;
  postal_code: string;
  plaque: string | null;
  unit: string | null;
}

/** An order's line, priced when the order was placed. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productVendorId: integer("product_vendor_id").references(() => productVarieties.id, { onDelete: "set null" }),
    /** The product's name (Persian) when ordered, shown if the product is gone. */
    name: text("name").notNull(),
    varietyOption: varietyOptionEnum("variety_option"),
    varietyValue: text("variety_value"),
    quantity: integer("quantity").notNull(),
    /** Unit price before the product's discount, and after it (null without one). */
    price: bigint("price", { mode: "number" }).notNull(),
    special: bigint("special", { mode: "number" }),
    /*
     * What the price was made of (docs/shop/15-pricing.md §15.1), for the invoice; null in lines placed
     * before they were kept. The order's gold price is `orders.gold_price`.
     */
    karat: integer("karat"),
    gram: numeric("gram", { precision: 7, scale: 3, mode: "number" }),
    wagesPercent: numeric("wages_percent", { precision: 5, scale: 2, mode: "number" }),
    noneGold: bigint("none_gold", { mode: "number" }),
    noneGoldWages: bigint("none_gold_wages", { mode: "number" }),
    profitPercent: numeric("profit_percent", { precision: 5, scale: 2, mode: "number" }),
    taxPercent: numeric("tax_percent", { precision: 5, scale: 2, mode: "number" }),
  },
  (table) => [index("order_items_order_idx").on(table.orderId), check("order_items_quantity_positive", sql`${table.quantity} > 0`)],
);

/** The credit each wallet gave an order: taken at payment, given back if the payment fails. */
export const orderWallets = pgTable(
  "order_wallets",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    walletId: integer("wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.walletId] }), check("order_wallets_amount_not_negative", sql`${table.amount} >= 0`)],
);

/*
 * Contact (docs/shop/07-shop-api.md §7.14): what shoppers send the shop, kept for its
 * staff; the representatives by province; the newsletter; the app links texted.
 */

export const requestKindEnum = pgEnum("request_kind", REQUEST_KINDS);

/** A contact form or one of the four requests, as sent (the mobile normalised). */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    kind: requestKindEnum("kind").notNull(),
    /** The language it was written in. */
    lang: langEnum("lang").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    clientToken: text("client_token"),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    message: text("message").notNull(),
    /** The kind's own fields (subject, order id, product, company, province, shop, website). */
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_requests_mobile_idx").on(table.mobile, table.createdAt)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  /** Lower-cased. */
  email: text("email").notNull().unique(),
  lang: langEnum("lang").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The app's link texted to a mobile (`POST /get-app-link`): one per mobile per cooldown. */
export const appLinkMessages = pgTable(
  "app_link_messages",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile").notNull(),
    lang: langEnum("lang").notNull(),
    /** What was texted. */
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("app_link_messages_mobile_idx").on(table.mobile, table.sentAt)],
);

export const representatives = pgTable(
  "representatives",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id, { onDelete: "cascade" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("representatives_state_idx").on(table.stateId)],
);

export const representativeTexts = pgTable(
  "representative_texts",
  {
    representativeId: integer("representative_id")
      .notNull()
      .references(() => representatives.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    name: text("name").notNull(),
    manager: text("manager").notNull(),
    address: text("address").notNull(),
    hours: text("hours").notNull(),
    directions: text("directions").notNull(),
    services: jsonb("services").$type<string[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.representativeId, table.lang] })],
);

/** A sale of chosen pieces between two dates (docs/shop/07-shop-api.md §7.3). */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Media paths of its banner: wide, and tall for phones. */
    banner: text("banner").notNull(),
    bannerMobile: text("banner_mobile").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("campaigns_dates_in_order", sql`${table.startsAt} < ${table.endsAt}`)],
);

export const campaignTexts = pgTable(
  "campaign_texts",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    lang: langEnum("lang").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    /** Paragraphs of plain text. */
    description: jsonb("description").$type<string[]>().notNull().default([]),
    metaDescription: text("meta_description").notNull(),
    bannerAlt: text("banner_alt").notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.lang] })],
);

export const campaignProducts = pgTable(
  "campaign_products",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.productId] })],
);

/**
 * The wallet (contract wallet.ts): what moved each balance, top-ups through the gateway, gift
 * cards, friends invited, and instalment-credit requests.
 */

export const rechargeStatusEnum = pgEnum("recharge_status", RECHARGE_STATUSES);

/**
 * A top-up of a shopper's main wallet through the payment gateway. Like an order's payment, it has
 * a single-use gateway token (sha256) and times out; `wallet_id` is the wallet it credited, once paid.
 */
export const walletRecharges = pgTable(
  "wallet_recharges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: rechargeStatusEnum("status").notNull().default("pending"),
    driver: text("driver").notNull(),
    callbackUrl: text("callback_url").notNull(),
    gatewayTokenHash: text("gateway_token_hash").unique(),
    paymentStartedAt: timestamp("payment_started_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    reference: text("reference"),
    /** A key of checkout/messages.ts FAILURE_REASONS. */
    failureReason: text("failure_reason"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    walletId: integer("wallet_id").references(() => wallets.id, { onDelete: "set null" }),
  },
  (table) => [index("wallet_recharges_user_idx").on(table.userId, table.createdAt), check("wallet_recharges_amount_positive", sql`${table.amount} > 0`)],
);

/**
 * A gift card: a code worth `amount`, to redeem (once) before `expires_at`; its credit then lives in
 * a gift wallet of whoever redeemed it, until the same date. `buyer_id` is null for cards the shop
 * gives away. `code` is kept upper-case, as printed (ZG-XXXX-XXXX).
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    buyerId: integer("buyer_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    redeemedBy: integer("redeemed_by").references(() => users.id, { onDelete: "set null" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    walletId: integer("wallet_id").references(() => wallets.id, { onDelete: "set null" }),
  },
  (table) => [
    index("gift_cards_buyer_idx").on(table.buyerId),
    index("gift_cards_redeemed_by_idx").on(table.redeemedBy),
    check("gift_cards_amount_positive", sql`${table.amount} > 0`),
  ],
);

/** A friend who registered through a shopper's link: once per new account, with what it earned the shopper. */
export const referrals = pgTable(
  "referrals",
  {
    referredId: integer("referred_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    referrerId: integer("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reward: bigint("reward", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("referrals_referrer_idx").on(table.referrerId, table.createdAt), check("referrals_not_self", sql`${table.referrerId} <> ${table.referredId}`)],
);

export const walletTransactionKindEnum = pgEnum("wallet_transaction_kind", WALLET_TRANSACTION_KINDS);

/**
 * What moved a wallet's balance, by how much (negative when spent), and why: the order it paid for
 * or that gave it back, the top-up, the gift card, the friend who joined. Written with each change.
 */
export const walletTransactions = pgTable(
  "wallet_transactions",
  {
    id: serial("id").primaryKey(),
    walletId: integer("wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    kind: walletTransactionKindEnum("kind").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    rechargeId: integer("recharge_id").references(() => walletRecharges.id, { onDelete: "set null" }),
    giftCardId: integer("gift_card_id").references(() => giftCards.id, { onDelete: "set null" }),
    referredId: integer("referred_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wallet_transactions_wallet_idx").on(table.walletId, table.createdAt), check("wallet_transactions_amount_not_zero", sql`${table.amount} <> 0`)],
);

export const creditRequestStatusEnum = pgEnum("credit_request_status", CREDIT_REQUEST_STATUSES);

/** A step of an instalment request, and when it was done (ISO 8601), or null. */
export interface CreditRequestStepRow {
  key: CreditRequestStep;
  doneAt: string | null;
}

/**
 * An instalment-credit request from a product's credit dialog: the variety and its price when asked,
 * the plan (catalogue/installments.ts) worked out from it, its state and steps. `note` is the shop's
 * word on it, in both languages.
 */
export const creditRequests = pgTable(
  "credit_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productVendorId: integer("product_vendor_id").references(() => productVarieties.id, { onDelete: "set null" }),
    /** The product's Persian name when asked, shown if the product is gone. */
    name: text("name").notNull(),
    varietyOption: varietyOptionEnum("variety_option"),
    varietyValue: text("variety_value"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    months: integer("months").notNull(),
    prepaymentPercent: numeric("prepayment_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    prepayment: bigint("prepayment", { mode: "number" }).notNull(),
    monthly: bigint("monthly", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    status: creditRequestStatusEnum("status").notNull().default("documents"),
    steps: jsonb("steps").$type<CreditRequestStepRow[]>().notNull(),
    note: jsonb("note").$type<{ fa: string; en: string }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credit_requests_user_idx").on(table.userId, table.createdAt),
    check("credit_requests_money_positive", sql`${table.amount} > 0 AND ${table.monthly} > 0 AND ${table.total} > 0`),
  ],
);

/**
 * The price of 18-karat gold per gram (toman) from `set_at` on, until the next row: every change of
 * the walk (gold-price.ts), recorded as it happens (gold-price-history.ts), and a developer's fixed
 * price. The seed puts a year behind a fresh database (every change of the last 30 days, the
 * hour's price before that), so the history has something to show from the first start.
 */
export const goldPrices = pgTable("gold_prices", {
  setAt: timestamp("set_at", { withTimezone: true }).primaryKey(),
  price: bigint("price", { mode: "number" }).notNull(),
});

export const goldPriceAlertDirectionEnum = pgEnum("gold_price_alert_direction", GOLD_PRICE_ALERT_DIRECTIONS);

/**
 * A shopper waits for 18-karat gold to go below or above `price`: one SMS when a recorded price
 * reaches it, then the alert is done (`sent_at`, and the price that reached it).
 */
export const goldPriceAlerts = pgTable(
  "gold_price_alerts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    direction: goldPriceAlertDirectionEnum("direction").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    /** The language the shopper asked in: the SMS's. */
    lang: langEnum("lang").notNull().default("fa"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentPrice: bigint("sent_price", { mode: "number" }),
  },
  (table) => [index("gold_price_alerts_open_idx").on(table.sentAt, table.direction, table.price), index("gold_price_alerts_user_idx").on(table.userId, table.createdAt)],
);
