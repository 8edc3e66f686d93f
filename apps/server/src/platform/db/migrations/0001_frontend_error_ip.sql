ALTER TABLE "frontend_errors" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "frontend_errors_ip_idx" ON "frontend_errors" USING btree ("ip","created_at");