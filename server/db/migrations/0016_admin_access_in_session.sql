-- A session read into memory (plugins/session-cache.ts) also holds whether its account has the
-- admin permission. The database tells every instance, at commit, when that may have changed: an
-- account's access roles (u:<id>, its sessions are read again) or what a role grants (r:, every
-- session is read again).
CREATE OR REPLACE FUNCTION praxis_access_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('praxis_auth', 'u:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('praxis_auth', 'u:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION praxis_access_roles_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION praxis_role_permissions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('praxis_auth', 'r:');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER role_permissions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_role_permissions_changed();
