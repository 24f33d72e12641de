/** Export of the register search as pdf (SPEC §7): same filters as the search, needs a validate key (`ValidateKey` parameter). */
import { LICENCE_CATEGORIES, NON_CORPORATE_CATEGORIES } from '#src/features/registers/contract.ts';
import { exportRoute } from '#src/features/registers/export.ts';

export const ALL = exportRoute('pdf', LICENCE_CATEGORIES, '/api/v1.0/cms/insurance_intermediary_pdfprint', 'intermediary register', NON_CORPORATE_CATEGORIES);
