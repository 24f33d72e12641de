export { captchaResetEndpoint as ALL } from '#src/features/captcha/endpoints.ts';
