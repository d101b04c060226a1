-- Every instance keeps the signed-in users' main reads in memory (plugins/read-cache.ts). The
-- database tells them all, at commit, that data changed, whoever wrote it: another instance, a
-- background job, a streamed reply or SQL from outside. One statement-level trigger per table, the
-- same empty payload (PostgreSQL sends it once per transaction). Left out: the tables written on
-- requests that no cached read shows (sessions' last-seen times, failed sign-ins, board presence);
-- a table created later gets the trigger in its own migration (read-cache.test.ts checks it).
CREATE OR REPLACE FUNCTION praxis_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('praxis_data', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT IN ('sessions', 'auth_failures', 'kanban_presence')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION praxis_data_changed()',
      t || '_data_changed', t);
  END LOOP;
END
$$;
