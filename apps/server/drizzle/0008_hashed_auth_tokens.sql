-- Session tokens and one-time values (reset links) are kept as their SHA-256 in base64url, the
-- form the server looks them up by (`auth/session-token-storage.ts`, and the auth library's
-- hashed verification identifiers): sessions and links issued before stay valid.
UPDATE "auth_sessions"
SET "token" = translate(rtrim(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '='), '+/', '-_');
--> statement-breakpoint
UPDATE "auth_verifications"
SET "identifier" = translate(rtrim(encode(sha256(convert_to("identifier", 'UTF8')), 'base64'), '='), '+/', '-_');
