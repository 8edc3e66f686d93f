CREATE TABLE "client_config_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"base_version" integer,
	"config" jsonb NOT NULL,
	"update_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"update_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deletion_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"entity" text NOT NULL,
	"key" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_by_id" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone,
	"restored_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "tag_migrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_key" text NOT NULL,
	"to_key" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"state" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure" text,
	"job_id" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"dry_run" boolean NOT NULL,
	"state" text NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"row_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"job_id" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_config_versions" ADD CONSTRAINT "client_config_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_config_versions" ADD CONSTRAINT "client_config_versions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_logs" ADD CONSTRAINT "deletion_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_logs" ADD CONSTRAINT "deletion_logs_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_logs" ADD CONSTRAINT "deletion_logs_restored_by_id_users_id_fk" FOREIGN KEY ("restored_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_migrations" ADD CONSTRAINT "tag_migrations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_migrations" ADD CONSTRAINT "tag_migrations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_syncs" ADD CONSTRAINT "user_syncs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_syncs" ADD CONSTRAINT "user_syncs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_config_versions_client_version_unique" ON "client_config_versions" USING btree ("client_id","version");--> statement-breakpoint
CREATE INDEX "deletion_logs_client_idx" ON "deletion_logs" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "tag_migrations_client_idx" ON "tag_migrations" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "user_syncs_client_idx" ON "user_syncs" USING btree ("client_id","id");