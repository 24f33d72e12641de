/** Where each complaint answer is asked: the screens, the parts of steptab, and the id of each field's control. */
import { COMPLAINANT_FIELDS, COMPLAINT_FIELDS, HOME_FIELDS, type ComplaintField, type ComplaintScreen, type ComplaintValues } from '../contract.ts';

export const EMPTY: ComplaintValues = {
  agreed: false,
  subject: '',
  subjectOther: '',
  role: '',
  representativeName: '',
  representativeRelation: '',
  nameZh: '',
  nameEn: '',
  idNumber: '',
  phone: '',
  email: '',
  address: '',
  institution: '',
  happenedOn: '',
  whatHappened: '',
  contactedInstitution: '',
  actionsTaken: '',
  outcome: '',
};

export const SCREENS: readonly ComplaintScreen[] = ['note', 'home', 'steptab', 'preview'];
export const PART_FIELDS = [COMPLAINANT_FIELDS, COMPLAINT_FIELDS, []] as const;

/** The id of a field's control (radio groups: their first radio). */
export function fieldId(name: ComplaintField | 'attachments'): string {
  if (name === 'role') return 'complaints-role-customer';
  if (name === 'contactedInstitution') return 'complaints-contactedInstitution-yes';
  return `complaints-${name}`;
}

/** Where a field is asked: the screen and, on steptab, its part (1-based in URLs). */
export function placeOf(name: ComplaintField | 'attachments'): { screen: ComplaintScreen; part?: number } {
  if (name === 'agreed') return { screen: 'note' };
  if ((HOME_FIELDS as readonly string[]).includes(name)) return { screen: 'home' };
  if ((COMPLAINANT_FIELDS as readonly string[]).includes(name)) return { screen: 'steptab', part: 1 };
  if ((COMPLAINT_FIELDS as readonly string[]).includes(name)) return { screen: 'steptab', part: 2 };
  return { screen: 'steptab', part: 3 };
}

/** The fields asked on a screen (steptab: on its part). */
export function fieldsOn(screen: ComplaintScreen, part: number): readonly ComplaintField[] {
  return screen === 'note' ? ['agreed'] : screen === 'home' ? HOME_FIELDS : screen === 'steptab' ? (PART_FIELDS[part] ?? []) : [];
}
