/** The register pages' stylesheets (inlined by the page: see src/server/page/page-styles.ts): their own, and for the search pages the verification-code field of the search island. */
import { pageStyle } from '#src/server/page/page-styles.ts';
import { captchaStyles } from '#src/features/captcha/styles.ts';
import registersCss from './registers.css?inline';

export const registerStyles = [pageStyle('registers', registersCss)] as const;
export const registerSearchStyles = [...registerStyles, ...captchaStyles] as const;
