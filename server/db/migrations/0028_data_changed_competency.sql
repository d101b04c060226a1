-- The read cache's data trigger (migration 0025) on the tables created since: the services
-- launched by day and in totals (0026), read by the competency summary.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname NOT IN ('sessions', 'auth_failures', 'kanban_presence')
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger g JOIN pg_proc p ON p.oid = g.tgfoid
        WHERE g.tgrelid = c.oid AND p.proname = 'praxis_data_changed')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION praxis_data_changed()',
      t || '_data_changed', t);
  END LOOP;
END
$$;
