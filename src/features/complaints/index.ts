/** The `complaint` page module for the module registry. */
import { pageModule } from '#src/server/page/page-module.ts';
import Complaint from './Complaint.astro';
import { loadComplaint } from './page.ts';
import { complaintStyles } from './styles.ts';

export const complaintModule = pageModule(loadComplaint, Complaint, complaintStyles);
