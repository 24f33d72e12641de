export { homeEndpoint as ALL } from '#src/features/back-office.ts';
