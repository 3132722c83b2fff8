-- Each process keeps the content version in memory while it listens on the channel 'content_version'
-- (content-version-watch.server.ts, ADR 057): every change of it, by the owner's writes or by the triggers
-- of 0008, is announced with the new value, delivered when the change commits.
CREATE OR REPLACE FUNCTION notify_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_version', NEW.value);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER app_meta_content_version_notify AFTER INSERT OR UPDATE ON app_meta
  FOR EACH ROW WHEN (NEW.key = 'content_version') EXECUTE FUNCTION notify_content_version();
