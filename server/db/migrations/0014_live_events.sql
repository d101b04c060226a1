-- What collaborators see live (modules/live): the database announces each change of a board, a
-- notification or a moderation queue on the praxis_live channel at commit, whichever instance or
-- code path made it. Payloads carry ids only; each instance checks who may receive them.
CREATE OR REPLACE FUNCTION praxis_live_task() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r kanban_tasks%ROWTYPE;
  kind text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    r := OLD; kind := 'task.deleted';
  ELSIF TG_OP = 'INSERT' THEN
    r := NEW; kind := 'task.created';
  ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.position IS DISTINCT FROM OLD.position THEN
    r := NEW; kind := 'task.moved';
  ELSE
    r := NEW; kind := 'task.updated';
  END IF;
  PERFORM pg_notify('praxis_live', json_build_object(
    'type', kind, 'boardId', r.board_id, 'taskId', r.id, 'status', r.status, 'position', r.position)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kanban_tasks_live AFTER INSERT OR UPDATE OR DELETE ON kanban_tasks
  FOR EACH ROW EXECUTE FUNCTION praxis_live_task();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION praxis_live_member() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r kanban_members%ROWTYPE;
  kind text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    r := OLD; kind := 'member.removed';
  ELSIF TG_OP = 'INSERT' THEN
    r := NEW; kind := 'member.added';
  ELSIF NEW.role IS DISTINCT FROM OLD.role THEN
    r := NEW; kind := 'member.role_changed';
  ELSE
    RETURN NULL;
  END IF;
  PERFORM pg_notify('praxis_live', json_build_object(
    'type', kind, 'boardId', r.board_id, 'userId', r.user_id, 'role', r.role)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kanban_members_live AFTER INSERT OR UPDATE OR DELETE ON kanban_members
  FOR EACH ROW EXECUTE FUNCTION praxis_live_member();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION praxis_live_invitation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('praxis_live', json_build_object(
    'type', 'invitation.received', 'boardId', NEW.board_id, 'email', NEW.email)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kanban_invitations_live AFTER INSERT ON kanban_invitations
  FOR EACH ROW EXECUTE FUNCTION praxis_live_invitation();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION praxis_live_notification() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r notifications%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('praxis_live', json_build_object(
    'type', CASE WHEN TG_OP = 'INSERT' THEN 'notification.created' ELSE 'notification.read' END,
    'userId', r.user_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_live AFTER INSERT OR UPDATE OF read_at OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION praxis_live_notification();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION praxis_live_moderation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.status IS NOT DISTINCT FROM OLD.status THEN RETURN NULL; END IF;
  END IF;
  PERFORM pg_notify('praxis_live', json_build_object('type', 'moderation.changed', 'queue', TG_ARGV[0])::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER marketplace_items_live AFTER INSERT OR UPDATE OF status OR DELETE ON marketplace_items
  FOR EACH ROW EXECUTE FUNCTION praxis_live_moderation('marketplace');
--> statement-breakpoint
CREATE TRIGGER internal_items_live AFTER INSERT OR UPDATE OF status OR DELETE ON internal_items
  FOR EACH ROW EXECUTE FUNCTION praxis_live_moderation('internal-marketplace');
