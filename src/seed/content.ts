/** All CMS page bodies by main-menu path (see menu-tree.ts). */
import { ABOUT_CONTENT } from './content-about.ts';
import { BANKING_CONTENT } from './content-banking.ts';
import { FINANCIAL_CONTENT } from './content-financial.ts';
import { INSURANCE_CONTENT } from './content-insurance.ts';
import { SERVICES_CONTENT } from './content-services.ts';
import type { PageContent } from './types.ts';

export const PAGE_CONTENT: Readonly<Record<string, PageContent>> = {
  ...ABOUT_CONTENT,
  ...BANKING_CONTENT,
  ...INSURANCE_CONTENT,
  ...FINANCIAL_CONTENT,
  ...SERVICES_CONTENT,
};
