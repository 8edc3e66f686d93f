CREATE TABLE "report_figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"indicator_key" text NOT NULL,
	"period" text NOT NULL,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"value" numeric,
	"not_applicable_count" integer DEFAULT 0 NOT NULL,
	"revised_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"indicator_key" text,
	"display" text,
	"html" jsonb
);
--> statement-breakpoint
CREATE TABLE "report_shares" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "report_shares_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"owner_id" integer,
	"title" jsonb NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"orientation" text NOT NULL,
	"default_tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show_indicator_annotations" boolean DEFAULT false NOT NULL,
	"show_indicator_html_data" boolean DEFAULT false NOT NULL,
	"exact_indicators_copy" boolean DEFAULT false NOT NULL,
	"frozen_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"public_summary" boolean DEFAULT false NOT NULL,
	"data_version" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_figures" ADD CONSTRAINT "report_figures_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_pages" ADD CONSTRAINT "report_pages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_parts" ADD CONSTRAINT "report_parts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_parts" ADD CONSTRAINT "report_parts_page_id_report_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."report_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_figures_report_idx" ON "report_figures" USING btree ("report_id","indicator_key");--> statement-breakpoint
CREATE INDEX "report_pages_report_idx" ON "report_pages" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "report_parts_report_idx" ON "report_parts" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "report_parts_page_idx" ON "report_parts" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "report_shares_user_idx" ON "report_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reports_client_updated_idx" ON "reports" USING btree ("client_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_client_public_summary_unique" ON "reports" USING btree ("client_id") WHERE "reports"."public_summary";