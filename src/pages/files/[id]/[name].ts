export { GET, HEAD } from '#src/features/files/download.ts';
