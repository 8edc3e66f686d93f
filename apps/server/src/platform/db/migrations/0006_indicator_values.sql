CREATE TABLE "indicator_dependencies" (
	"indicator_id" integer NOT NULL,
	"input_id" integer NOT NULL,
	CONSTRAINT "indicator_dependencies_indicator_id_input_id_pk" PRIMARY KEY("indicator_id","input_id")
);
--> statement-breakpoint
CREATE TABLE "indicator_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"indicator_id" integer NOT NULL,
	"period" text NOT NULL,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"value" numeric,
	"not_applicable_count" integer DEFAULT 0 NOT NULL,
	"revised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precalculation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"indicators_touched" integer DEFAULT 0 NOT NULL,
	"values_touched" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "calculation" jsonb;--> statement-breakpoint
ALTER TABLE "indicator_dependencies" ADD CONSTRAINT "indicator_dependencies_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_dependencies" ADD CONSTRAINT "indicator_dependencies_input_id_inputs_id_fk" FOREIGN KEY ("input_id") REFERENCES "public"."inputs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_values" ADD CONSTRAINT "indicator_values_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_values" ADD CONSTRAINT "indicator_values_run_id_precalculation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."precalculation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precalculation_runs" ADD CONSTRAINT "precalculation_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicator_dependencies_input_idx" ON "indicator_dependencies" USING btree ("input_id");--> statement-breakpoint
CREATE INDEX "indicator_values_indicator_idx" ON "indicator_values" USING btree ("indicator_id","period");--> statement-breakpoint
CREATE INDEX "precalculation_runs_client_idx" ON "precalculation_runs" USING btree ("client_id","id");