CREATE TABLE "indicator_annotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"indicator_id" integer NOT NULL,
	"period" text,
	"text" jsonb NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "unit" jsonb;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "chart_kind" text;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "methodology" jsonb DEFAULT '{"en":null,"fr":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "notes" jsonb DEFAULT '{"en":null,"fr":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "indicator_annotations" ADD CONSTRAINT "indicator_annotations_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_annotations" ADD CONSTRAINT "indicator_annotations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicator_annotations_indicator_idx" ON "indicator_annotations" USING btree ("indicator_id","period");