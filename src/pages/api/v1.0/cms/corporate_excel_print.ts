/** Export of the register search as xlsx (SPEC §7): same filters as the search, needs a validate key (`ValidateKey` parameter). */
import { CORPORATE_CATEGORIES } from '#src/features/registers/contract.ts';
import { exportRoute } from '#src/features/registers/export.ts';

export const ALL = exportRoute('xlsx', CORPORATE_CATEGORIES, '/api/v1.0/cms/corporate_excel_print', 'corporate agents register');
