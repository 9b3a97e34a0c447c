-- Trigram similarity, to mend a query's misspelt word (docs/search.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"names" "tsvector" NOT NULL,
	"in_stock" boolean NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"brand_id" integer,
	"colour" "metal" NOT NULL,
	"gram" double precision NOT NULL,
	"price_per_gold" double precision NOT NULL,
	"price_fixed" double precision NOT NULL,
	"discount_percent" integer,
	"offer_starts_at" timestamp with time zone,
	"offer_ends_at" timestamp with time zone,
	CONSTRAINT "product_search_product_id_lang_pk" PRIMARY KEY("product_id","lang")
) PARTITION BY LIST ("lang");
--> statement-breakpoint
-- One partition per language: a search reads its language's rows only (a query matching most of a
-- large catalogue reads them all).
CREATE TABLE "product_search_fa" PARTITION OF "product_search" FOR VALUES IN ('fa');--> statement-breakpoint
CREATE TABLE "product_search_en" PARTITION OF "product_search" FOR VALUES IN ('en');--> statement-breakpoint
CREATE TABLE "search_words" (
	"lang" "lang" NOT NULL,
	"word" text NOT NULL,
	"documents" integer NOT NULL,
	"naming" boolean NOT NULL,
	CONSTRAINT "search_words_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
ALTER TABLE "product_texts" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_names_idx" ON "product_search" USING gin ("names");--> statement-breakpoint
CREATE INDEX "search_words_naming_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WHERE "search_words"."naming";--> statement-breakpoint
CREATE INDEX "product_texts_search_idx" ON "product_texts" USING gin ("search_document");--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";;--> statement-breakpoint
-- products.in_stock follows its varieties' stock, whatever changes it (an order, a cancelled one,
-- the dev tools, the seed): one statement-level trigger per event, each reading its changed rows.
CREATE FUNCTION refresh_products_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET in_stock = EXISTS (SELECT 1 FROM product_varieties v WHERE v.product_id = products.id AND v.stock > 0)
    WHERE id IN (SELECT product_id FROM changed_new);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE products SET in_stock = EXISTS (SELECT 1 FROM product_varieties v WHERE v.product_id = products.id AND v.stock > 0)
    WHERE id IN (SELECT product_id FROM changed_old);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_varieties_in_stock_insert AFTER INSERT ON product_varieties
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION refresh_products_in_stock();--> statement-breakpoint
CREATE TRIGGER product_varieties_in_stock_update AFTER UPDATE ON product_varieties
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION refresh_products_in_stock();--> statement-breakpoint
CREATE TRIGGER product_varieties_in_stock_delete AFTER DELETE ON product_varieties
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION refresh_products_in_stock();--> statement-breakpoint
UPDATE products SET in_stock = EXISTS (SELECT 1 FROM product_varieties v WHERE v.product_id = products.id AND v.stock > 0);--> statement-breakpoint
-- product_search keeps a copy of what changes while the shop runs (a product's stock above, its
-- sales): a change reaches it in the same statement. Its other facts are written with the search
-- documents (catalogue/search-index.ts), as the seed writes them.
CREATE FUNCTION refresh_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search s SET in_stock = n.in_stock, sales_count = n.sales_count
  FROM changed_new n
  WHERE s.product_id = n.id AND (s.in_stock, s.sales_count) IS DISTINCT FROM (n.in_stock, n.sales_count);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_search();
