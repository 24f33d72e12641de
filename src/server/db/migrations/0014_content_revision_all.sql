-- The content revision (0002) also moves on every change of the content the public
-- pages show beyond menus and settings: entries (news, banners, media…) and their
-- files, statistics, bonds, rates and registers. The render cache
-- (src/server/cache/render-cache.ts) keeps pages for one revision, so a change of
-- any of these shows at once. Tables written per visitor (captcha, forms, mail,
-- alerts) are left out: they would empty the cache on every form post.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['entries','entry_i18n','entry_files','files','stat_series','stat_series_i18n','stat_points','bond_information_bonds','bond_investment_funds','bond_investment_fund_i18n','bond_records','bond_record_i18n','rates_days','rates_fx','rates_interest','rates_base_changes','register_editions','register_intermediaries','register_insurers','register_clerks']
  LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision()', t || '_revision', t);
  END LOOP;
END;
$$;
