ALTER TABLE "indicators" ADD COLUMN "section_name" jsonb;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "subsection_name" jsonb;