import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BondInformation, BondInformationDetail, BondRecord, BondTypeOption, InvestmentFund } from './contract.ts';
import { ALL as bondDetail } from '#src/api/v1.0/bond/bond_detail.ts';
import { ALL as bondType } from '#src/api/v1.0/bond/bond_type.ts';
import { ALL as information } from '#src/api/v1.0/bond/information.ts';
import { ALL as informationCat } from '#src/api/v1.0/bond/information_cat.ts';
import { ALL as informationDetail } from '#src/api/v1.0/bond/information_detail.ts';
import { ALL as isin } from '#src/api/v1.0/bond/isin.ts';
import { ALL as funds } from '#src/api/v1.0/cms/foreign_investment_funds.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { generateFunds } from '#src/seed/bonds/funds-data.ts';
import { generateBondPlan, type GeneratedInformation } from '#src/seed/bonds/generate-information.ts';
import { instrumentText } from '#src/seed/bonds/texts.ts';
import { isValidIsin } from './isin.ts';

let database: TestDatabase;
const plan = generateBondPlan();
const allFunds = generateFunds();
let typeIds: Map<string, number>;
let catIds: Map<string, number>;

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}
type Paged<T> = { data: T[]; total: number };

async function get<T>(route: APIRoute, url: string, lang = 'en'): Promise<{ status: number; body: Envelope<T> }> {
  const res = await callRoute(route, url, { headers: { 'Api-Language': lang } });
  return { status: res.status, body: res.body as Envelope<T> };
}
const list = async (query: string, lang = 'en') => (await get<Paged<BondInformation>>(information, `/api/v1.0/bond/information?${query}`, lang)).body.data;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const types = (await get<BondTypeOption[]>(bondType, '/api/v1.0/bond/bond_type')).body.data;
  typeIds = new Map(types.map((t) => [t.slug, t.id]));
  const cats = (await get<{ id: number; slug: string }[]>(informationCat, '/api/v1.0/bond/information_cat')).body.data;
  catIds = new Map(cats.map((c) => [c.slug, c.id]));
}, 120_000);
afterAll(() => database.dispose());

/** What the generated data says an item matches, computed without the database. */
function matches(item: GeneratedInformation, keyword: string): boolean {
  const k = toSimplified(keyword.toLowerCase());
  const texts = [
    ...Object.values(item.texts).map((x) => x.title),
    ...item.bonds.flatMap((b) => [b.isin, b.bondNumber, b.issuer.zh, b.issuer.en, b.issuer.pt ?? '', instrumentText.zh(b), instrumentText.en(b), b.issuer.pt ? instrumentText.pt(b) : '']),
  ];
  return texts.some((text) => toSimplified(text.toLowerCase()).includes(k));
}

interface Case {
  cat?: string;
  type?: string;
  year?: number;
  month?: number;
  keyword?: string;
}
function expected(c: Case): GeneratedInformation[] {
  return plan.information.filter(
    (i) =>
      (!c.cat || i.catSlug === c.cat) &&
      (!c.type || i.bonds.some((b) => b.typeSlug === c.type)) &&
      (!c.year || i.day.startsWith(String(c.year))) &&
      (!c.month || Number(i.day.slice(5, 7)) === c.month) &&
      (!c.keyword || matches(i, c.keyword)),
  );
}
function query(c: Case, extra = ''): string {
  const p = new URLSearchParams();
  if (c.cat) p.set('CategoryId', String(catIds.get(c.cat)));
  if (c.type) p.set('BondTypeId', String(typeIds.get(c.type)));
  if (c.year) p.set('Year', String(c.year));
  if (c.month) p.set('Month', String(c.month));
  if (c.keyword) p.set('Keyword', c.keyword);
  return `${p.toString()}${extra}`;
}

describe('bond information filters', () => {
  it('lists every generated item when no filter is given, newest first', async () => {
    const all = await list('PageSize=100');
    expect(all.total).toBe(plan.information.length);
    expect(plan.information.length).toBeGreaterThan(400);
    const dates = all.data.map((i) => i.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // 0 means all, as the 'all' option sends it.
    expect((await list('CategoryId=0&BondTypeId=0&Year=&Month=')).total).toBe(plan.information.length);
  });

  const cases: Case[] = [
    { cat: 'issuance' },
    { type: 'green' },
    { year: 2024 },
    { year: 2023, month: 6 },
    { month: 12 },
    { keyword: 'Hou Kong' },
    { keyword: '濠江商業銀行' },
    { keyword: '濠江商业银行' },
    { keyword: '銀行' },
    { cat: 'redemption', type: 'financial' },
    { cat: 'issuance', type: 'corporate', year: 2025 },
    { cat: 'listing', type: 'government', year: 2022, keyword: '人民币' },
    { cat: 'disclosure', year: 2026, keyword: 'interest' },
    { type: 'financial', year: 2021, month: 3, keyword: '银行' },
    { cat: 'issuance', type: 'supranational', keyword: 'usd' },
  ];
  for (const c of cases) {
    it(`combines ${JSON.stringify(c)} with AND`, async () => {
      const want = expected(c);
      // Every case selects something, and narrows the list.
      expect(want.length).toBeGreaterThan(0);
      expect(want.length).toBeLessThan(plan.information.length);
      const got = await list(query(c, '&PageSize=100'));
      expect(got.total).toBe(want.length);
      expect(new Set(got.data.map((i) => i.title))).toEqual(new Set(want.slice(-100).map((i) => i.texts.en.title)));
      for (const item of got.data) {
        if (c.cat) expect(item.category?.id).toBe(catIds.get(c.cat));
        if (c.year) expect(item.date.startsWith(String(c.year))).toBe(true);
      }
    });
  }

  it('finds the items of a bond by its ISIN or bond number', async () => {
    const bond = plan.bonds[40];
    if (!bond) throw new Error('no bond');
    const want = plan.information.filter((i) => i.bonds.includes(bond)).length;
    expect(want).toBeGreaterThan(0);
    expect((await list(`Keyword=${bond.isin}`)).total).toBe(want);
    expect((await list(`Keyword=${bond.bondNumber.toLowerCase()}`)).total).toBe(want);
  });

  it('pages with a stable total; pages do not overlap; an unknown category gives none', async () => {
    const c: Case = { type: 'financial' };
    const total = expected(c).length;
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(total / 20); page++) {
      const got = await list(query(c, `&PageSize=20&Page=${String(page)}`));
      expect(got.total).toBe(total);
      for (const item of got.data) seen.add(item.id);
    }
    expect(seen.size).toBe(total);
    const beyond = await list(query(c, `&PageSize=20&Page=${String(Math.ceil(total / 20) + 1)}`));
    expect(beyond).toEqual({ data: [], total });
    expect((await list('CategoryId=99999')).total).toBe(0);
  });

  it('rejects impossible values with a 400 in the envelope', async () => {
    const bad = await get(information, '/api/v1.0/bond/information?Month=13');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(40000);
    expect((await get(information, '/api/v1.0/bond/information?PageSize=500')).status).toBe(400);
  });
});

describe('bond types and categories', () => {
  it("puts the 'all' option first with id 0, in the caller's language", async () => {
    const zh = (await get<BondTypeOption[]>(bondType, '/api/v1.0/bond/bond_type', 'zh-hant')).body;
    expect(zh.code).toBe(0);
    expect(zh.data[0]).toEqual({ id: 0, slug: 'all', title: '所有債券類別' });
    expect(zh.data.map((t) => t.slug)).toEqual(['all', 'government', 'financial', 'supranational', 'corporate', 'green']);
    const en = (await get<BondTypeOption[]>(bondType, '/api/v1.0/bond/bond_type', 'en')).body.data;
    expect(en[0]).toEqual({ id: 0, slug: 'all', title: 'All bond types' });
    expect(en.slice(1).every((t) => t.id > 0)).toBe(true);
    const cats = (await get<{ id: number; title: string }[]>(informationCat, '/api/v1.0/bond/information_cat', 'zh-hans')).body.data;
    expect(cats.map((c) => c.title)).toEqual(['发行公告', '上市及登记', '持续资讯披露', '兑付及赎回']);
  });
});

describe('details', () => {
  it('gives every field of a bond record, as generated', async () => {
    const all = (await get<Paged<BondRecord>>(isin, '/api/v1.0/bond/isin?PageSize=100')).body.data;
    expect(all.total).toBe(plan.bonds.length);
    const first = all.data[0] as BondRecord;
    const res = await get<BondRecord>(bondDetail, `/api/v1.0/bond/bond_detail?id=${String(first.id)}`, 'zh-hant');
    expect(res.body.code).toBe(0);
    const bond = res.body.data;
    const source = plan.bonds.find((b) => b.bondNumber === bond.bondNumber);
    if (!source) throw new Error('bond not generated');
    expect(bond).toMatchObject({
      isin: source.isin,
      issuer: source.issuer.zh,
      currency: source.currency,
      couponRate: Number(source.couponRate),
      issueDate: source.issueDate,
      valueDate: source.valueDate,
      maturityDate: source.maturityDate,
      actualIssueSize: Number(source.issueSize),
      interestPaymentMethod: { code: source.interestPayment },
      optionType: { code: source.optionType },
      tenorMonths: source.tenorMonths,
      rating: source.rating,
      status: { code: source.status },
      disclosureDate: source.disclosureDate,
      bondType: { slug: source.typeSlug },
    });
    for (const field of ['bondNumber', 'isin', 'issuer', 'instrument', 'currency', 'issueDate', 'valueDate', 'maturityDate', 'tenor', 'disclosureDate'] as const) {
      expect(bond[field], field).toBeTruthy();
    }
    expect(bond.interestPaymentMethod.label && bond.optionType.label && bond.status.label && bond.bondType.title).toBeTruthy();
    expect((await get(bondDetail, '/api/v1.0/bond/bond_detail?id=999999')).status).toBe(404);
    expect((await get(bondDetail, '/api/v1.0/bond/bond_detail?id=999999')).body.code).toBe(40400);
  });

  it('gives an information item with its text and the bond records it concerns', async () => {
    const multi = plan.information.find((i) => i.catSlug === 'issuance' && i.bonds.length > 1);
    if (!multi) throw new Error('no multi-tranche issue');
    const found = await list(`Keyword=${multi.bonds[0]?.isin ?? ''}&CategoryId=${String(catIds.get('issuance'))}`);
    const id = found.data[0]?.id as number;
    const detail = (await get<BondInformationDetail>(informationDetail, `/api/v1.0/bond/information_detail?id=${String(id)}`)).body.data;
    expect(detail.title).toBe(multi.texts.en.title);
    expect(detail.content).toContain('<table>');
    expect(detail.bondRecords.map((b) => b.isin)).toEqual(multi.bonds.map((b) => b.isin).sort((a, b) => (plan.bonds.find((x) => x.isin === a)?.bondNumber ?? '').localeCompare(plan.bonds.find((x) => x.isin === b)?.bondNumber ?? '')));
    expect(detail.bondType?.slug).toBe(multi.bonds[0]?.typeSlug);
    expect((await get(informationDetail, '/api/v1.0/bond/information_detail?id=999999')).status).toBe(404);
  });

  it('gives every bond a valid ISIN; bonds in patacas carry MO codes', () => {
    for (const b of plan.bonds) {
      expect(isValidIsin(b.isin), b.isin).toBe(true);
      if (b.currency === 'MOP') expect(b.isin.startsWith('MO')).toBe(true);
    }
    expect(new Set(plan.bonds.map((b) => b.isin)).size).toBe(plan.bonds.length);
    expect(plan.bonds.length).toBeGreaterThan(200);
  });

  it('searches ISIN codes by issuer in either script', async () => {
    const want = plan.bonds.filter((b) => b.issuer.key === 'apidb').length;
    expect((await get<Paged<BondRecord>>(isin, `/api/v1.0/bond/isin?Keyword=${encodeURIComponent('亚太基础建设开发银行')}`)).body.data.total).toBe(want);
    expect((await get<Paged<BondRecord>>(isin, '/api/v1.0/bond/isin?Currency=MOP&PageSize=5')).body.data.total).toBe(plan.bonds.filter((b) => b.currency === 'MOP').length);
  });
});

describe('foreign investment funds', () => {
  it('lists and searches funds over fund, sub-fund and manager names', async () => {
    const all = (await get<Paged<InvestmentFund>>(funds, '/api/v1.0/cms/foreign_investment_funds?PageSize=10')).body;
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(allFunds.length);
    expect(allFunds.length).toBeGreaterThan(200);
    const names = all.data.data.map((f) => f.subFundName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const byManager = (await get<Paged<InvestmentFund>>(funds, `/api/v1.0/cms/foreign_investment_funds?Keyword=${encodeURIComponent('子午线环球投资者')}`, 'zh-hant')).body.data;
    expect(byManager.total).toBe(allFunds.filter((f) => f.manager.en.startsWith('Meridian')).length);
    expect(byManager.data[0]?.manager).toBe('子午線環球投資者（愛爾蘭）有限公司');

    const bondFunds = (await get<Paged<InvestmentFund>>(funds, '/api/v1.0/cms/foreign_investment_funds?Keyword=bond%20fund&PageSize=100')).body.data;
    expect(bondFunds.total).toBe(allFunds.filter((f) => `${f.fund.en} ${f.subFund.en} ${f.manager.en}`.toLowerCase().includes('bond fund')).length);
    expect((await get<Paged<InvestmentFund>>(funds, '/api/v1.0/cms/foreign_investment_funds?Keyword=zzzz-none')).body.data).toEqual({ data: [], total: 0 });
  });
});

describe('OpenAPI', () => {
  it('documents the bond and fund calls', async () => {
    const doc = (await (await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as unknown as APIContext)).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    for (const path of ['/api/v1.0/bond/information', '/api/v1.0/bond/information_cat', '/api/v1.0/bond/information_detail', '/api/v1.0/bond/bond_detail', '/api/v1.0/bond/bond_type', '/api/v1.0/bond/isin', '/api/v1.0/cms/foreign_investment_funds']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/v1.0/bond/information']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['PageSize', 'Page', 'CategoryId', 'Keyword', 'Year', 'Month', 'BondTypeId']),
    );
  });
});
