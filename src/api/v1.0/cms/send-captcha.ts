export { sendCaptchaEndpoint as ALL } from '#src/features/alerts/endpoints.ts';
