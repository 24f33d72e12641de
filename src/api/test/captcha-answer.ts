export { captchaAnswerEndpoint as ALL } from '#src/features/captcha/endpoints.ts';
