-- A programme day's date is the event facts' congress day at its position, and the courses are the
-- facts' own: every stored version drops each day's "date" and its "cursos". A version of courses
-- alone becomes an empty programme, which the site shows the same.
UPDATE "programme_versions" SET "data" = (
	SELECT coalesce(jsonb_object_agg(part.key, CASE
		WHEN part.key IN ('nursing', 'feridas', 'estetica') AND jsonb_typeof(part.value) = 'array' THEN (
			SELECT coalesce(jsonb_agg(CASE
				WHEN jsonb_typeof(day.value) = 'object' THEN day.value - 'date'
				ELSE day.value
			END ORDER BY day.position), '[]'::jsonb)
			FROM jsonb_array_elements(part.value) WITH ORDINALITY AS day(value, position)
		)
		ELSE part.value
	END), '{}'::jsonb)
	FROM jsonb_each("data" - 'cursos') AS part
) || CASE
	WHEN "data" ? 'cursos' AND NOT "data" ?| ARRAY['nursing', 'feridas', 'estetica']
	THEN '{"nursing": []}'::jsonb
	ELSE '{}'::jsonb
END
WHERE jsonb_typeof("data") = 'object';
