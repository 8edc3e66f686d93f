-- Full-text search (GET /search) reads vectors stored with each indicator and subject, built by the
-- functions below: the same folding, markup stripping and weighting the search statement once applied
-- to every text at query time. The query side folds the words typed with search_folded too.
-- SQL-standard bodies (RETURN …) are bound when created, not looked up by name when run, so the
-- generated columns that call them survive a dump and restore.
-- Accented letters are folded with translate, not unaccent: PGlite has no unaccent.
CREATE FUNCTION search_folded(text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN translate(replace(replace(lower($1), 'œ', 'oe'), 'æ', 'ae'), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy');
--> statement-breakpoint
-- Stored rich text as plain words: inline tags vanish, the others become spaces, the entities the
-- server's sanitiser writes are read back (&amp; last), runs of spaces become one; null reads as ''.
CREATE FUNCTION search_html_as_text(html text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN btrim(regexp_replace(
		replace(replace(replace(replace(replace(
			regexp_replace(regexp_replace(coalesce(html, ''), '</?(a|b|i|u|s|em|strong|span|sub|sup|code)(\s[^>]*)?>', '', 'gi'), '<[^>]*>', ' ', 'g'),
			'&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
		'\s+', ' ', 'g'));
--> statement-breakpoint
-- A record's vector from its texts by weight (A: names and keys, B: the group it belongs to, C: longer
-- texts), each folded, then stemmed in the language's configuration and kept whole ('simple') for
-- words still being typed.
CREATE FUNCTION search_document_vector(configuration regconfig, a_text text, b_text text, c_text text) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN setweight(to_tsvector(configuration, search_folded(a_text)), 'A') || setweight(to_tsvector('simple'::regconfig, search_folded(a_text)), 'A')
		|| setweight(to_tsvector(configuration, search_folded(b_text)), 'B') || setweight(to_tsvector('simple'::regconfig, search_folded(b_text)), 'B')
		|| setweight(to_tsvector(configuration, search_folded(c_text)), 'C') || setweight(to_tsvector('simple'::regconfig, search_folded(c_text)), 'C');
--> statement-breakpoint
-- An indicator's methodology then notes in one language, as plain text: searched, and what excerpts are taken from.
CREATE FUNCTION search_indicator_body(locale text, methodology jsonb, notes jsonb) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN search_html_as_text(methodology ->> locale) || ' ' || search_html_as_text(notes ->> locale);
--> statement-breakpoint
CREATE FUNCTION search_indicator_vector(configuration regconfig, locale text, key text, name jsonb, methodology jsonb, notes jsonb) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN search_document_vector(configuration, coalesce(name ->> locale, '') || ' ' || key, '', search_indicator_body(locale, methodology, notes));
--> statement-breakpoint
-- A subject's fields in one language as the form reads: "Field name: its help · next field…"
-- (the pair joined as concat_ws would, which is only stable).
CREATE FUNCTION search_subject_fields_text(fields jsonb, locale text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
BEGIN ATOMIC
	SELECT coalesce(string_agg(coalesce(
			nullif(field -> 'name' ->> locale, '') || ': ' || nullif(field -> 'help' ->> locale, ''),
			nullif(field -> 'name' ->> locale, ''), nullif(field -> 'help' ->> locale, ''), ''), ' · '), '')
		FROM jsonb_array_elements(fields) AS field;
END;
--> statement-breakpoint
CREATE FUNCTION search_subject_vector(configuration regconfig, locale text, name jsonb, section_name jsonb, fields jsonb) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN search_document_vector(configuration, coalesce(name ->> locale, ''), coalesce(section_name ->> locale, ''), search_subject_fields_text(fields, locale));
--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "search_vector_en" "tsvector";--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "search_vector_fr" "tsvector";--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "search_vector_en" "tsvector" GENERATED ALWAYS AS (search_indicator_vector('english', 'en', "key", "name", "methodology", "notes")) STORED;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "search_vector_fr" "tsvector" GENERATED ALWAYS AS (search_indicator_vector('french', 'fr', "key", "name", "methodology", "notes")) STORED;--> statement-breakpoint
CREATE INDEX "subjects_search_vector_en_idx" ON "subjects" USING gin ("search_vector_en");--> statement-breakpoint
CREATE INDEX "subjects_search_vector_fr_idx" ON "subjects" USING gin ("search_vector_fr");--> statement-breakpoint
CREATE INDEX "indicators_search_vector_en_idx" ON "indicators" USING gin ("search_vector_en");--> statement-breakpoint
CREATE INDEX "indicators_search_vector_fr_idx" ON "indicators" USING gin ("search_vector_fr");--> statement-breakpoint
-- A subject's vectors read its section's name, another table's: triggers, not generated columns.
CREATE FUNCTION subjects_search_vectors() RETURNS trigger
	LANGUAGE plpgsql AS $$
DECLARE
	section_name jsonb := (SELECT sections.name FROM sections WHERE sections.id = NEW.section_id);
BEGIN
	NEW.search_vector_en := search_subject_vector('english', 'en', NEW.name, section_name, NEW.fields);
	NEW.search_vector_fr := search_subject_vector('french', 'fr', NEW.name, section_name, NEW.fields);
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER subjects_search_vectors BEFORE INSERT OR UPDATE OF name, fields, section_id ON subjects
	FOR EACH ROW EXECUTE FUNCTION subjects_search_vectors();
--> statement-breakpoint
-- A renamed section: its subjects' vectors are rebuilt by the trigger above (setting section_id to itself fires it).
CREATE FUNCTION sections_search_vectors() RETURNS trigger
	LANGUAGE plpgsql AS $$
BEGIN
	UPDATE subjects SET section_id = NEW.id WHERE subjects.section_id = NEW.id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sections_search_vectors AFTER UPDATE OF name ON sections
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sections_search_vectors();
--> statement-breakpoint
-- The subjects already there.
UPDATE subjects SET section_id = section_id;
