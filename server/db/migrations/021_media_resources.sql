-- The media areas of docs/behaviour.md#areas (issue 9): photo buckets, the image gallery and the file repository. An
-- image or file record owns one stored original of media_objects (migration 020) by its key; the record is
-- made after the upload (image/upload, then image/create with the key), so an upload no record ever
-- claims is an orphan that server/media/sweep.ts removes after a grace period.
CREATE TABLE buckets (
  bucket_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX buckets_account_name ON buckets (account_id, lower(name));

CREATE TABLE images (
  image_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  title text NOT NULL,
  alt text NOT NULL,
  caption text,
  credit text,
  -- A bucket is deleted only once empty (or its images moved): RESTRICT backs the server's check.
  bucket integer REFERENCES buckets (bucket_id) ON DELETE RESTRICT,
  -- One record per original; the facts below are copied from it when it is claimed or replaced.
  media_key text NOT NULL UNIQUE REFERENCES media_objects (media_key),
  width integer NOT NULL,
  height integer NOT NULL,
  bytes bigint NOT NULL,
  mime text NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX images_account_created ON images (account_id, created_at DESC, image_id);
CREATE INDEX images_account_bucket ON images (account_id, bucket, image_id);

CREATE TABLE files (
  file_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  folder text,
  media_key text NOT NULL UNIQUE REFERENCES media_objects (media_key),
  size bigint NOT NULL,
  mime text NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX files_account_folder_name ON files (account_id, folder, name, file_id);

-- The image refs of migration 007 had no table to point at; a deleted image now clears them.
ALTER TABLE authors ADD FOREIGN KEY (avatar) REFERENCES images (image_id) ON DELETE SET NULL;
ALTER TABLE articles ADD FOREIGN KEY (hero_image) REFERENCES images (image_id) ON DELETE SET NULL;
ALTER TABLE sponsors ADD FOREIGN KEY (logo) REFERENCES images (image_id) ON DELETE SET NULL;
