export { captchaAudioEndpoint as ALL } from '#src/features/captcha/endpoints.ts';
