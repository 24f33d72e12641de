/** The complaint form's stylesheets: its own, the verification-code field, then the form kit (inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import { captchaStyles } from '#src/features/captcha/styles.ts';
import { formKitStyles } from '#src/features/forms/styles.ts';
import complaintsCss from './complaints.css?inline';

export const complaintStyles = [pageStyle('complaints', complaintsCss), ...captchaStyles, ...formKitStyles] as const;
