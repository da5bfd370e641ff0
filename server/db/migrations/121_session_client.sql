-- Where each session was signed in from, for the list of one's sessions (docs/security.md "Sessions you
-- can see"): the client IP and the browser's User-Agent (cut to 512 characters), as the sign-in sent them.
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN user_agent text;
