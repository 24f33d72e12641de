/** Atom feed of rate publications per language: `/feeds/{lang}/rates.atom` (outside the language rule of the middleware). */
export { rateFeedRoute as GET } from '#src/features/rates/feed.ts';
