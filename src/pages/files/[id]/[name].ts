export { GET, HEAD } from '#src/features/published-files/download.ts';
