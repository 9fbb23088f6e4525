-- A congress has one name, the facts' "name": every stored version and the draft drop the
-- programme's own name for it ("programmeTabName"), which the site no longer reads.
UPDATE "event_facts_versions" SET "data" = jsonb_set("data", '{event,congresses}', (
	SELECT jsonb_object_agg(congress.key, CASE
		WHEN jsonb_typeof(congress.value) = 'object' THEN congress.value - 'programmeTabName'
		ELSE congress.value
	END)
	FROM jsonb_each("data" -> 'event' -> 'congresses') AS congress
))
WHERE jsonb_typeof("data" -> 'event' -> 'congresses') = 'object' AND EXISTS (
	SELECT 1 FROM jsonb_each("data" -> 'event' -> 'congresses') AS congress
	WHERE jsonb_typeof(congress.value) = 'object' AND congress.value ? 'programmeTabName'
);--> statement-breakpoint
UPDATE "event_facts_draft" SET "data" = jsonb_set("data", '{event,congresses}', (
	SELECT jsonb_object_agg(congress.key, CASE
		WHEN jsonb_typeof(congress.value) = 'object' THEN congress.value - 'programmeTabName'
		ELSE congress.value
	END)
	FROM jsonb_each("data" -> 'event' -> 'congresses') AS congress
))
WHERE jsonb_typeof("data" -> 'event' -> 'congresses') = 'object' AND EXISTS (
	SELECT 1 FROM jsonb_each("data" -> 'event' -> 'congresses') AS congress
	WHERE jsonb_typeof(congress.value) = 'object' AND congress.value ? 'programmeTabName'
);
