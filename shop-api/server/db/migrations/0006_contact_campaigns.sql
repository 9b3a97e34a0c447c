CREATE TYPE "public"."request_kind" AS ENUM('contact', 'support', 'warranty', 'cooperation', 'installation');--> statement-breakpoint
CREATE TABLE "app_link_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"lang" "lang" NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"campaign_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_texts" (
	"campaign_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_description" text NOT NULL,
	"banner_alt" text NOT NULL,
	CONSTRAINT "campaign_texts_campaign_id_lang_pk" PRIMARY KEY("campaign_id","lang")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"banner" text NOT NULL,
	"banner_mobile" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaigns_dates_in_order" CHECK ("campaigns"."starts_at" < "campaigns"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "request_kind" NOT NULL,
	"lang" "lang" NOT NULL,
	"user_id" integer,
	"client_token" text,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lang" "lang" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "representative_texts" (
	"representative_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	"manager" text NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	"directions" text NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "representative_texts_representative_id_lang_pk" PRIMARY KEY("representative_id","lang")
);
--> statement-breakpoint
CREATE TABLE "representatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"phone" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "representatives_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_token" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "single_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_texts" ADD CONSTRAINT "campaign_texts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representative_texts" ADD CONSTRAINT "representative_texts_representative_id_representatives_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."representatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_link_messages_mobile_idx" ON "app_link_messages" USING btree ("mobile","sent_at");--> statement-breakpoint
CREATE INDEX "contact_requests_mobile_idx" ON "contact_requests" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "representatives_state_idx" ON "representatives" USING btree ("state_id");