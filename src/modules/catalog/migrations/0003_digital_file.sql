-- The file a digital product delivers: a media asset of the same site, served to buyers through
-- signed, counted download links (never at its public media address from an order).
alter table catalog_products add column digital_file_asset_id text;
