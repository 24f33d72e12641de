export { baseRateConfirmEndpoint as ALL } from '#src/features/back-office.ts';
