-- Every instance keeps resolved callers in memory for a moment. Whatever changes who a caller is
-- (their session, their profile, their company) announces it on one channel when it commits,
-- whichever code path wrote it, so no cached caller outlives the change.
CREATE FUNCTION tera_announce_principal_change(kind text, id text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('tera_principals', kind || ':' || id) WHERE id IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION tera_session_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tera_announce_principal_change('user', OLD.user_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tera_session_changed AFTER UPDATE OR DELETE ON auth_sessions
FOR EACH ROW EXECUTE FUNCTION tera_session_changed();
--> statement-breakpoint
CREATE FUNCTION tera_profile_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A leader is someone with direct reports: whoever a person reports to, before and after,
  -- may have become or stopped being one.
  IF TG_OP <> 'INSERT' THEN
    PERFORM tera_announce_principal_change('user', OLD.id);
    PERFORM tera_announce_principal_change('user', OLD.reports_to);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM tera_announce_principal_change('user', NEW.reports_to);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tera_profile_changed AFTER INSERT OR UPDATE OR DELETE ON user_profiles
FOR EACH ROW EXECUTE FUNCTION tera_profile_changed();
--> statement-breakpoint
CREATE FUNCTION tera_company_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tera_announce_principal_change('company', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tera_company_changed AFTER UPDATE OR DELETE ON companies
FOR EACH ROW EXECUTE FUNCTION tera_company_changed();
