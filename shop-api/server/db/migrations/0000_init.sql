CREATE TYPE "public"."lang" AS ENUM('fa', 'en');--> statement-breakpoint
CREATE TYPE "public"."menu_kind" AS ENUM('menu', 'original-menu');--> statement-breakpoint
CREATE TYPE "public"."page_location" AS ENUM('header', 'footer');--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_token" text NOT NULL,
	"product_vendor_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"special_price" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_token_product_unique" UNIQUE("client_token","product_vendor_id"),
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0),
	CONSTRAINT "cart_lines_prices_not_negative" CHECK ("cart_lines"."unit_price" >= 0 AND "cart_lines"."special_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "footer_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" "lang" NOT NULL,
	"menu" "menu_kind" NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "single_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" "lang" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"location" "page_location" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "single_pages_slug_lang_unique" UNIQUE("slug","lang")
);
--> statement-breakpoint
CREATE TABLE "site_configs" (
	"lang" "lang" NOT NULL,
	"key" text NOT NULL,
	"value" jsonb,
	CONSTRAINT "site_configs_lang_key_pk" PRIMARY KEY("lang","key")
);
--> statement-breakpoint
ALTER TABLE "footer_rows" ADD CONSTRAINT "footer_rows_list_id_footer_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."footer_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "footer_lists_lang_idx" ON "footer_lists" USING btree ("lang");--> statement-breakpoint
CREATE INDEX "footer_rows_list_idx" ON "footer_rows" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "menu_items_lang_menu_idx" ON "menu_items" USING btree ("lang","menu");