/**
 * A deterministic generator of register records (seed and benchmarks): each
 * record draws from its own stream (`randomFor('register:<i>')`), never from the
 * clock, so any count gives the same first records. Dates are relative to the
 * register's edition date, not to today.
 */
import { randomFor } from '#src/seed/random.ts';
import {
  CANCEL_REASONS,
  ENGLISH_GIVEN,
  GIVEN,
  INSURERS,
  PT_FIRST,
  PT_MIDDLE,
  PT_SURNAMES,
  SURNAME_WEIGHTS,
  SURNAMES,
  TRADE_NAMES,
} from './names-data.ts';
import type { ClerkRecord, IntermediaryRecord, LicenceCategory, RegisterStatus } from '#src/features/registers/records.ts';

/** The edition of the seeded register (its last update date). */
export const SEED_EDITION = '2026-10-31';

type Rnd = () => number;

const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

function weighted<T>(rnd: Rnd, list: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rnd() * total;
  for (let i = 0; i < list.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return list[i] as T;
  }
  return list[list.length - 1] as T;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const CATEGORIES: readonly LicenceCategory[] = ['ANG', 'APS', 'APC', 'APE', 'CRL', 'CRE'];
const CATEGORY_WEIGHTS = [520, 420, 25, 12, 15, 8];

/** Person: Traditional Chinese name and the name as written on a Macao identity card. */
export function personName(rnd: Rnd): { name: string; nameZh: string | null } {
  const roll = rnd();
  if (roll < 0.05) {
    // Portuguese and Macanese names; a few also carry a Chinese name.
    const parts = [pick(rnd, PT_FIRST), rnd() < 0.5 ? pick(rnd, PT_MIDDLE) : null, pick(rnd, PT_SURNAMES), rnd() < 0.4 ? pick(rnd, PT_SURNAMES) : null];
    const zh = rnd() < 0.3 ? `${pick(rnd, SURNAMES)[0]}${pick(rnd, GIVEN)[0]}${pick(rnd, GIVEN)[0]}` : null;
    return { name: parts.filter(Boolean).join(' '), nameZh: zh };
  }
  const [sz, sr] = weighted(rnd, SURNAMES, SURNAME_WEIGHTS);
  const given = rnd() < 0.85 ? [pick(rnd, GIVEN), pick(rnd, GIVEN)] : [pick(rnd, GIVEN)];
  const nameZh = sz + given.map((g) => g[0]).join('');
  const romanGiven = given.map((g) => g[1]).join(' ');
  const name = rnd() < 0.25 ? `${sr} ${romanGiven}, ${pick(rnd, ENGLISH_GIVEN).toUpperCase()}` : `${sr} ${romanGiven}`;
  return { name, nameZh };
}

function firmName(rnd: Rnd, category: LicenceCategory): { name: string; nameZh: string; slug: string } {
  const [zh, roman] = pick(rnd, TRADE_NAMES);
  const [zh2, roman2] = rnd() < 0.5 ? pick(rnd, TRADE_NAMES) : ['', ''];
  const z = zh2 && zh2 !== zh ? zh + zh2 : zh;
  const r = roman2 && roman2 !== roman ? `${roman} ${roman2}` : roman;
  const slug = r.toLowerCase().replace(/[^a-z]+/g, '');
  switch (category) {
    case 'APC':
      return rnd() < 0.5
        ? { name: `${r} Mediação de Seguros, Limitada`, nameZh: `${z}保險代理有限公司`, slug }
        : { name: `${r} Insurance Agency Company Limited`, nameZh: `${z}保險代理有限公司`, slug };
    case 'APE':
      return rnd() < 0.4
        ? { name: `Banco ${r}, S.A., Sucursal de Macau`, nameZh: `${z}銀行股份有限公司澳門分行`, slug }
        : { name: `${r} Insurance Agency Limited (Macau Branch)`, nameZh: `${z}保險代理有限公司（澳門分公司）`, slug };
    case 'CRL':
      return { name: `${r} Insurance Brokers Limited`, nameZh: `${z}保險顧問有限公司`, slug };
    default:
      return { name: `${r} Insurance Brokers (Macau Branch)`, nameZh: `${z}保險經紀（澳門分公司）`, slug };
  }
}

const LICENCE_DIGITS: Record<LicenceCategory, number> = { ANG: 6, APS: 5, APC: 4, APE: 3, CRL: 3, CRE: 3 };

/** Licence numbers: the category, a running number and the year of first authorisation. */
export function licenceNumber(category: LicenceCategory, seq: number, year: string): string {
  return `${category}-${String(seq).padStart(LICENCE_DIGITS[category], '0')}/${year.slice(2)}`;
}
export const LICENCE_PATTERN = /^(ANG|APC|APE|APS|CRE|CRL)-\d{3,7}\/\d{2}$/;

const lifeCodes = INSURERS.filter((i) => i.kind !== 'general').map((i) => i.code);
const lifeOnly = INSURERS.filter((i) => i.kind === 'life').map((i) => i.code);
const generalCodes = INSURERS.filter((i) => i.kind === 'general').map((i) => i.code);

function some(rnd: Rnd, list: readonly string[], max: number): string[] {
  const n = 1 + Math.floor(rnd() * max);
  const out = new Set<string>();
  while (out.size < n) out.add(pick(rnd, list));
  return [...out].sort();
}

export function generateIntermediaries(count: number, edition = SEED_EDITION): IntermediaryRecord[] {
  const seq: Record<LicenceCategory, number> = { ANG: 0, APS: 0, APC: 0, APE: 0, CRL: 0, CRE: 0 };
  const out: IntermediaryRecord[] = [];
  for (let i = 1; i <= count; i++) {
    const rnd = randomFor(`register:${i}`);
    const category = weighted(rnd, CATEGORIES, CATEGORY_WEIGHTS);
    seq[category] += 1;
    const corporate = category !== 'ANG' && category !== 'APS';
    const who = corporate ? firmName(rnd, category) : personName(rnd);
    const authorisedOn = addDays(edition, -(30 + Math.floor(rnd() * 365 * 18)));
    // Lines of business: salesmen and agents mostly sell life insurance.
    const lines = rnd();
    const life = category === 'CRL' || category === 'CRE' || corporate ? lines < 0.85 : lines < 0.8;
    const general = !life || (corporate ? lines > 0.3 : lines > 0.9);
    // A licence runs a year from its anniversary; renewal is applied for in the 60 days before expiry.
    const anniversary = authorisedOn.slice(5);
    let validUntil = addDays(`${edition.slice(0, 4)}-${anniversary === '02-29' ? '02-28' : anniversary}`, -1);
    if (validUntil < edition) validUntil = addDays(`${String(Number(edition.slice(0, 4)) + 1)}-${anniversary === '02-29' ? '02-28' : anniversary}`, -1);
    const renewalFrom = addDays(validUntil, -60);
    const renewalTo = addDays(validUntil, -1);

    const roll = rnd();
    let status: RegisterStatus = 'valid';
    if (roll < 0.08) status = 'cancelled';
    else if (roll < 0.1) status = 'suspended';
    else if (renewalFrom <= edition && rnd() < 0.45) status = 'renewal';

    const rec: IntermediaryRecord = {
      number: i,
      licenceNo: licenceNumber(category, seq[category], authorisedOn.slice(0, 4)),
      category,
      status,
      name: who.name,
      nameZh: who.nameZh,
      authorisedOn,
      renewalFrom: status === 'cancelled' ? null : renewalFrom,
      renewalTo: status === 'cancelled' ? null : renewalTo,
      generalValidUntil: general ? validUntil : null,
      generalCancelledOn: null,
      generalCancelReason: null,
      lifeValidUntil: life ? validUntil : null,
      lifeCancelledOn: null,
      lifeCancelReason: null,
      suspendedFrom: null,
      suspendedTo: null,
      cancelledInPeriod: false,
      lifeInsurers: [],
      generalInsurers: [],
      website: corporate && 'slug' in who && rnd() < 0.8 ? `https://www.${who.slug}.com.mo` : null,
      updatedOn: addDays(edition, -Math.floor(rnd() * 400)) < authorisedOn ? authorisedOn : addDays(edition, -Math.floor(rnd() * 400)),
      documentation: null,
    };
    if (category !== 'CRL' && category !== 'CRE') {
      const max = category === 'ANG' ? 1 : category === 'APS' ? 2 : 4;
      if (life) rec.lifeInsurers = some(rnd, category === 'ANG' || category === 'APS' ? lifeOnly : lifeCodes, max);
      if (general) rec.generalInsurers = some(rnd, generalCodes, max);
    }
    if (status === 'cancelled') {
      const cancelledOn = addDays(edition, -Math.floor(rnd() * 700));
      const reason = pick(rnd, CANCEL_REASONS);
      if (rec.lifeValidUntil) {
        rec.lifeCancelledOn = cancelledOn;
        rec.lifeCancelReason = reason;
        rec.lifeValidUntil = cancelledOn;
      }
      if (rec.generalValidUntil) {
        rec.generalCancelledOn = cancelledOn;
        rec.generalCancelReason = reason;
        rec.generalValidUntil = cancelledOn;
      }
      rec.cancelledInPeriod = cancelledOn > addDays(edition, -31);
      rec.updatedOn = cancelledOn;
    }
    if (status === 'suspended') {
      rec.suspendedFrom = addDays(edition, -Math.floor(rnd() * 120));
      rec.suspendedTo = addDays(rec.suspendedFrom, 90 + Math.floor(rnd() * 4) * 30);
      rec.updatedOn = rec.suspendedFrom;
    }
    if (corporate && rnd() < 0.15) rec.documentation = `AMCM ${String(10 + Math.floor(rnd() * 90)).padStart(3, '0')}/${authorisedOn.slice(0, 4)}`;
    if (rec.updatedOn > edition) rec.updatedOn = edition;
    out.push(rec);
  }
  return out;
}

/** Clerks of corporate agents and brokers. */
export function generateClerks(count: number, employers: readonly string[], edition = SEED_EDITION): ClerkRecord[] {
  const out: ClerkRecord[] = [];
  for (let i = 1; i <= count && employers.length; i++) {
    const rnd = randomFor(`register-clerk:${i}`);
    const who = personName(rnd);
    const registeredOn = addDays(edition, -(30 + Math.floor(rnd() * 365 * 8)));
    out.push({
      number: i,
      registrationNo: `AC-${String(i).padStart(5, '0')}/${registeredOn.slice(2, 4)}`,
      name: who.name,
      nameZh: who.nameZh,
      intermediaryLicenceNo: pick(rnd, employers),
      registeredOn,
      validUntil: addDays(edition, 30 + Math.floor(rnd() * 330)),
      updatedOn: addDays(edition, -Math.floor(rnd() * 200)) < registeredOn ? registeredOn : addDays(edition, -Math.floor(rnd() * 200)),
    });
  }
  return out;
}
