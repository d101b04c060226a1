CREATE TABLE "competency_service_days" (
	"user_id" uuid NOT NULL,
	"service" text NOT NULL,
	"day" date NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"name" text,
	CONSTRAINT "competency_service_days_user_id_service_day_pk" PRIMARY KEY("user_id","service","day")
);
--> statement-breakpoint
CREATE TABLE "competency_service_totals" (
	"user_id" uuid NOT NULL,
	"service" text NOT NULL,
	"category" text NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "competency_service_totals_user_id_service_category_pk" PRIMARY KEY("user_id","service","category")
);
--> statement-breakpoint
ALTER TABLE "competency_service_days" ADD CONSTRAINT "competency_service_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_service_totals" ADD CONSTRAINT "competency_service_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competency_service_days_latest_idx" ON "competency_service_days" USING btree ("user_id","last_at");--> statement-breakpoint
-- The competency evidence of the services launched, kept by the database from the event log: one row
-- per user, service and UTC day (the latest launch of the day stands for it, with the category and
-- name it recorded), and per user, service and category the number of such days. The competency
-- summary reads these instead of every launch. Written only by the triggers below.

-- Counts `delta` days for a service in a category; a count back to zero is removed.
CREATE FUNCTION competency_service_count(p_user uuid, p_service text, p_category text, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO competency_service_totals AS t (user_id, service, category, days)
  VALUES (p_user, p_service, p_category, p_delta)
  ON CONFLICT (user_id, service, category) DO UPDATE SET days = t.days + excluded.days;
  DELETE FROM competency_service_totals
  WHERE user_id = p_user AND service = p_service AND category = p_category AND days = 0;
END
$$;
--> statement-breakpoint
-- A launch: a new day, or the day's latest launch when it is later than the one kept.
CREATE FUNCTION competency_service_launched(p_user uuid, p_service text, p_at timestamptz, p_category text, p_name text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p_day date := (p_at AT TIME ZONE 'UTC')::date;
  kept record;
BEGIN
  INSERT INTO competency_service_days (user_id, service, day, last_at, category, name)
  VALUES (p_user, p_service, p_day, p_at, p_category, p_name)
  ON CONFLICT (user_id, service, day) DO NOTHING;
  IF FOUND THEN
    PERFORM competency_service_count(p_user, p_service, p_category, 1);
    RETURN;
  END IF;
  SELECT last_at, category INTO kept FROM competency_service_days
  WHERE user_id = p_user AND service = p_service AND day = p_day FOR UPDATE;
  IF p_at > kept.last_at THEN
    UPDATE competency_service_days SET last_at = p_at, category = p_category, name = p_name
    WHERE user_id = p_user AND service = p_service AND day = p_day;
    IF p_category <> kept.category THEN
      PERFORM competency_service_count(p_user, p_service, kept.category, -1);
      PERFORM competency_service_count(p_user, p_service, p_category, 1);
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
-- A day whose launches changed (an event deleted or rewritten; the log is append-only in the app):
-- read again from the log. Never inserts a day, so a user's deletion cascades without a new row.
CREATE FUNCTION competency_service_recount(p_user uuid, p_service text, p_day date)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept record;
  latest record;
BEGIN
  SELECT last_at, category INTO kept FROM competency_service_days
  WHERE user_id = p_user AND service = p_service AND day = p_day FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT e.created_at, coalesce(e.data->>'category', '') AS category, e.data->>'name' AS name INTO latest
  FROM events e
  WHERE e.user_id = p_user AND e.entity = 'service' AND e.type = 'use'
    AND coalesce(e.entity_id, '') COLLATE "C" = p_service AND (e.created_at AT TIME ZONE 'UTC')::date = p_day
  ORDER BY e.created_at DESC
  LIMIT 1;
  IF NOT FOUND THEN
    DELETE FROM competency_service_days WHERE user_id = p_user AND service = p_service AND day = p_day;
    PERFORM competency_service_count(p_user, p_service, kept.category, -1);
    RETURN;
  END IF;
  UPDATE competency_service_days SET last_at = latest.created_at, category = latest.category, name = latest.name
  WHERE user_id = p_user AND service = p_service AND day = p_day;
  IF latest.category <> kept.category THEN
    PERFORM competency_service_count(p_user, p_service, kept.category, -1);
    PERFORM competency_service_count(p_user, p_service, latest.category, 1);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION competency_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE competency_service_days, competency_service_totals;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.entity = 'service' AND OLD.type = 'use' THEN
    PERFORM competency_service_recount(OLD.user_id, coalesce(OLD.entity_id, ''), (OLD.created_at AT TIME ZONE 'UTC')::date);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.entity = 'service' AND NEW.type = 'use' THEN
    PERFORM competency_service_launched(NEW.user_id, coalesce(NEW.entity_id, ''), NEW.created_at,
      coalesce(NEW.data->>'category', ''), NEW.data->>'name');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_competency_insert AFTER INSERT ON events FOR EACH ROW
WHEN (NEW.entity = 'service' AND NEW.type = 'use') EXECUTE FUNCTION competency_events_changed();
--> statement-breakpoint
CREATE TRIGGER events_competency_update AFTER UPDATE ON events FOR EACH ROW
WHEN ((OLD.entity = 'service' AND OLD.type = 'use') OR (NEW.entity = 'service' AND NEW.type = 'use'))
EXECUTE FUNCTION competency_events_changed();
--> statement-breakpoint
CREATE TRIGGER events_competency_delete AFTER DELETE ON events FOR EACH ROW
WHEN (OLD.entity = 'service' AND OLD.type = 'use') EXECUTE FUNCTION competency_events_changed();
--> statement-breakpoint
CREATE TRIGGER events_competency_truncate AFTER TRUNCATE ON events FOR EACH STATEMENT
EXECUTE FUNCTION competency_events_changed();
--> statement-breakpoint
-- The history so far (the triggers above already hold the log's lock, so no launch slips between).
INSERT INTO competency_service_days (user_id, service, day, last_at, category, name)
SELECT DISTINCT ON (e.user_id, coalesce(e.entity_id, '') COLLATE "C", (e.created_at AT TIME ZONE 'UTC')::date)
  e.user_id, coalesce(e.entity_id, ''), (e.created_at AT TIME ZONE 'UTC')::date, e.created_at,
  coalesce(e.data->>'category', ''), e.data->>'name'
FROM events e
WHERE e.entity = 'service' AND e.type = 'use'
ORDER BY e.user_id, coalesce(e.entity_id, '') COLLATE "C", (e.created_at AT TIME ZONE 'UTC')::date, e.created_at DESC;
--> statement-breakpoint
INSERT INTO competency_service_totals (user_id, service, category, days)
SELECT user_id, service, category, count(*) FROM competency_service_days GROUP BY user_id, service, category;
--> statement-breakpoint
-- Read caches hear of changes to these tables like any other (migration 0025).
CREATE TRIGGER competency_service_days_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON competency_service_days
FOR EACH STATEMENT EXECUTE FUNCTION praxis_data_changed();
--> statement-breakpoint
CREATE TRIGGER competency_service_totals_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON competency_service_totals
FOR EACH STATEMENT EXECUTE FUNCTION praxis_data_changed();
