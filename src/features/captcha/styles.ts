/** The verification-code field's stylesheet, for the pages whose forms show it (CaptchaField imports no CSS: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import captchaCss from './captcha.css?inline';

export const captchaStyles = [pageStyle('captcha', captchaCss)] as const;
