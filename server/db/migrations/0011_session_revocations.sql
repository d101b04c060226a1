-- Every instance keeps the sessions it has read in memory (plugins/session-cache.ts). The database
-- tells them all, at commit, when a session ends or an account changes, whoever did it.
CREATE OR REPLACE FUNCTION praxis_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('praxis_auth', 's:' || OLD.token_hash);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION praxis_session_ended();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION praxis_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('praxis_auth', 'u:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_changed AFTER UPDATE OF email, is_demo, password_hash ON users
  FOR EACH ROW EXECUTE FUNCTION praxis_account_changed();
