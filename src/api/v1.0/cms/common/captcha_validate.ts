export { captchaValidateEndpoint as ALL } from '#src/features/captcha/endpoints.ts';
