-- A site's design (fonts and colours); null until the owner first saves one, read as the defaults.
alter table sites_websites add column styles jsonb;
