-- The name the owner's library shows and renames; null keeps the stored file name. The URL's
-- file name never changes, so links already placed keep working after a rename.
alter table media_assets add column display_name text;
