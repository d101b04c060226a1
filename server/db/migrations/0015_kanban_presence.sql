CREATE TABLE "kanban_presence" (
	"stream_id" uuid PRIMARY KEY NOT NULL,
	"board_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kanban_presence" ADD CONSTRAINT "kanban_presence_board_id_kanban_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."kanban_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_presence" ADD CONSTRAINT "kanban_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kanban_presence_board_idx" ON "kanban_presence" USING btree ("board_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION praxis_live_presence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('praxis_live', json_build_object('type', 'presence.changed', 'boardId', OLD.board_id)::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('praxis_live', json_build_object('type', 'presence.changed', 'boardId', NEW.board_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kanban_presence_live AFTER INSERT OR UPDATE OF board_id, user_id OR DELETE ON kanban_presence
  FOR EACH ROW EXECUTE FUNCTION praxis_live_presence();
