-- Stored originals of uploaded images and files (issue 9). The image and file resources keep their own
-- fields (title, alt, bucket, folder, ...) and refer to one row here by media_id or media_key.
CREATE TABLE media_objects (
  media_id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('image', 'file')),
  -- 24 random bytes, base64url: the only name a URL carries (renditions, downloads).
  media_key text NOT NULL UNIQUE,
  filename text NOT NULL,
  -- From the bytes, never from the client.
  mime text NOT NULL,
  size bigint NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  width integer,
  height integer,
  -- The name in the storage (server/media/storage.ts), relative to its root.
  storage_path text NOT NULL,
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'image') = (width IS NOT NULL AND height IS NOT NULL))
);
CREATE INDEX media_objects_account ON media_objects (account_id, kind, created_at DESC);
