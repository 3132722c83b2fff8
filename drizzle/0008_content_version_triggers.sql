-- Every change of the catalogue or the blog posts moves app_meta's content_version in its own transaction,
-- as the owner's content changes already do (content-writes.server.ts): the rendered public pages each
-- process keeps (page-cache.server.ts) are keyed by that version, so no writer can forget to move it.
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER blog_posts_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
