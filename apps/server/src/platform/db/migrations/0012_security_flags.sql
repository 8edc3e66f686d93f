ALTER TABLE "users" ADD COLUMN "is_visitor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "input_history" ADD COLUMN "self_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The visitor accounts were recognised by their address until now: only the two the app made are flagged.
UPDATE "users" SET "is_visitor" = true WHERE lower("email") IN ('public@visitor.invalid', 'private@visitor.invalid');
