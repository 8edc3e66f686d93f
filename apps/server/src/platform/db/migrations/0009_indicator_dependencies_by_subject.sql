-- Dependencies move from one row per (indicator, input) to one per (indicator, subject): the subjects are
-- those the stored calculations name, so the new rows are read from them rather than from the old ones.
DROP TABLE "indicator_dependencies";--> statement-breakpoint
CREATE TABLE "indicator_dependencies" (
	"indicator_id" integer NOT NULL,
	"subject_key" text NOT NULL,
	CONSTRAINT "indicator_dependencies_indicator_id_subject_key_pk" PRIMARY KEY("indicator_id","subject_key")
);
--> statement-breakpoint
ALTER TABLE "indicator_dependencies" ADD CONSTRAINT "indicator_dependencies_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicator_dependencies_subject_idx" ON "indicator_dependencies" USING btree ("subject_key");--> statement-breakpoint
INSERT INTO "indicator_dependencies" ("indicator_id", "subject_key")
SELECT DISTINCT "id", "subject_key" FROM (
	SELECT "id", "calculation"->>'subject' AS "subject_key" FROM "indicators" WHERE "calculation" IS NOT NULL
	UNION
	SELECT "id", "calculation"->'denominator'->>'subject' FROM "indicators" WHERE "calculation" IS NOT NULL
) AS "named" WHERE "subject_key" IS NOT NULL;
