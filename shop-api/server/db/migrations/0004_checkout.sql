CREATE TYPE "public"."wallet_type" AS ENUM('original', 'credit', 'gift', 'registration', 'referral');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_mobile" text NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"plaque" text,
	"unit" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_vendor_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_variety_unique" UNIQUE("cart_id","product_vendor_id"),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0),
	CONSTRAINT "cart_items_added_price_not_negative" CHECK ("cart_items"."added_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_wallets" (
	"cart_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_wallets_cart_id_wallet_id_pk" PRIMARY KEY("cart_id","wallet_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"client_token" text,
	"discount_code_id" integer,
	"transport_id" integer,
	"delivery_date" date,
	"delivery_slot" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "carts_client_token_unique" UNIQUE("client_token"),
	CONSTRAINT "carts_one_owner" CHECK (num_nonnulls("carts"."user_id", "carts"."client_token") = 1)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_texts" (
	"city_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "city_texts_city_id_lang_pk" PRIMARY KEY("city_id","lang")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" integer,
	"amount" bigint,
	"max_amount" bigint,
	"min_basket" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_percent_or_amount" CHECK (num_nonnulls("discount_codes"."percent", "discount_codes"."amount") = 1),
	CONSTRAINT "discount_codes_percent_range" CHECK ("discount_codes"."percent" BETWEEN 1 AND 100),
	CONSTRAINT "discount_codes_money_not_negative" CHECK ("discount_codes"."amount" >= 0 AND "discount_codes"."max_amount" >= 0 AND "discount_codes"."min_basket" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_vendor_id" integer,
	"name" text NOT NULL,
	"variety_option" "variety_option",
	"variety_value" text,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"special" bigint,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_wallets" (
	"order_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "order_wallets_order_id_wallet_id_pk" PRIMARY KEY("order_id","wallet_id"),
	CONSTRAINT "order_wallets_amount_not_negative" CHECK ("order_wallets"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_driver_texts" (
	"driver_name" text NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "payment_driver_texts_driver_name_lang_pk" PRIMARY KEY("driver_name","lang")
);
--> statement-breakpoint
CREATE TABLE "payment_drivers" (
	"name" text PRIMARY KEY NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"logo" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_texts" (
	"state_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "state_texts_state_id_lang_pk" PRIMARY KEY("state_id","lang")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_texts" (
	"transport_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "transport_texts_transport_id_lang_pk" PRIMARY KEY("transport_id","lang")
);
--> statement-breakpoint
CREATE TABLE "transports" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"free_above" bigint,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"only_state_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transports_slug_unique" UNIQUE("slug"),
	CONSTRAINT "transports_cost_not_negative" CHECK ("transports"."cost" >= 0),
	CONSTRAINT "transports_days_range" CHECK (0 <= "transports"."days_min" AND "transports"."days_min" <= "transports"."days_max")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "wallet_type" NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_special" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wallet_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gold_price" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transport_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "callback_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_vendor_id_product_varieties_id_fk" FOREIGN KEY ("product_vendor_id") REFERENCES "public"."product_varieties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_wallets" ADD CONSTRAINT "cart_wallets_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_wallets" ADD CONSTRAINT "cart_wallets_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_texts" ADD CONSTRAINT "city_texts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_vendor_id_product_varieties_id_fk" FOREIGN KEY ("product_vendor_id") REFERENCES "public"."product_varieties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_wallets" ADD CONSTRAINT "order_wallets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_wallets" ADD CONSTRAINT "order_wallets_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_driver_texts" ADD CONSTRAINT "payment_driver_texts_driver_name_payment_drivers_name_fk" FOREIGN KEY ("driver_name") REFERENCES "public"."payment_drivers"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_texts" ADD CONSTRAINT "state_texts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_texts" ADD CONSTRAINT "transport_texts_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_only_state_id_states_id_fk" FOREIGN KEY ("only_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_active_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_active";--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wallets_user_idx" ON "wallets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_one_registration_per_user" ON "wallets" USING btree ("user_id") WHERE "wallets"."type" = 'registration';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gateway_token_hash_unique" UNIQUE("gateway_token_hash");--> statement-breakpoint
-- Hand-written: the guests' carts of the old cart_lines move to carts and cart_items (lines of a
-- variety that no longer exists are dropped; a line's price when added is what it showed then).
INSERT INTO "carts" ("client_token", "created_at", "updated_at")
SELECT l."client_token", min(l."created_at"), max(l."created_at")
FROM "cart_lines" l JOIN "product_varieties" v ON v."id" = l."product_vendor_id"
GROUP BY l."client_token";--> statement-breakpoint
INSERT INTO "cart_items" ("cart_id", "product_vendor_id", "quantity", "added_price", "created_at")
SELECT c."id", l."product_vendor_id", l."quantity", coalesce(l."special_price", l."unit_price"), l."created_at"
FROM "cart_lines" l
JOIN "carts" c ON c."client_token" = l."client_token"
JOIN "product_varieties" v ON v."id" = l."product_vendor_id";--> statement-breakpoint
DROP TABLE "cart_lines" CASCADE;
