/** The e-mail notification page's stylesheets: the verification-code field, then the form kit (inlined by the page: see src/server/page/page-styles.ts). */
import { captchaStyles } from '#src/features/captcha/styles.ts';
import { formKitStyles } from '#src/features/forms/styles.ts';

export const alertsStyles = [...captchaStyles, ...formKitStyles] as const;
