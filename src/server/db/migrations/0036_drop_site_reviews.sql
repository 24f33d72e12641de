-- The one review state a page or notice had for all its languages (decision 0033), unused
-- since decisions 0036 and 0042: migrations 0033 and 0035 moved its rows into
-- page_language_states and notice_language_states.
DROP TABLE "site_reviews" CASCADE;
