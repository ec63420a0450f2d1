-- PDP-02: a product's own gallery, and the picture each variant shows while it is chosen.
-- An image's id is the product's key for it (unique within the product, e.g. a media asset id
-- shared by several products), so the key is (item_id, id).
create table catalog_product_images (
  item_id text not null references catalog_products (item_id) on delete cascade,
  id text not null,
  website_id text not null,
  position integer not null default 0,
  asset_url text not null,
  filename text,
  original_size text,
  media_focal_point jsonb,
  alt_text text,
  system_data_variants text,
  primary key (item_id, id)
);

create index catalog_product_images_site on catalog_product_images (website_id, item_id, position);

-- A variant's main image is one of its own product's images: the database holds to that too.
alter table catalog_variants add column main_image_id text;
alter table catalog_variants
  add constraint catalog_variants_main_image foreign key (item_id, main_image_id) references catalog_product_images (item_id, id);
