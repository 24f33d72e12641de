export { captchaEndpoint as ALL } from '#src/features/captcha/endpoints.ts';
