CREATE TABLE "sign_in_failures" (
	"client_id" integer NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_client_id_key_pk" PRIMARY KEY("client_id","key")
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_started_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_in_count";