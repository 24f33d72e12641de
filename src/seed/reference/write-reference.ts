/**
 * What the seed part `reference` writes: laws and guidelines, FAQ, holidays, annual events, the
 * calendar of releases and activities, recruitment, tenders and message
 * templates, with their categories (`holiday`, `calendar-event`), attachments
 * (small PDFs made here) and one preview version each for a law and a question.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Transaction } from '#src/server/db/open.ts';
import { contentVersions, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { REFERENCE_MODULES } from '#src/features/reference/modules.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { writeEntries, type EntryFileSeed, type EntrySeed, type EntryText } from '#src/seed/entries-writer.ts';
import { deleteContentVersions, deleteEntries, deleteModuleCats, deleteUnlinkedFiles, resetIdSequence } from '#src/seed/queries.ts';
import { versionTexts } from '#src/seed/version-texts.ts';
import { SEED_BASE_DATE, randomFor } from '#src/seed/random.ts';
import { tx, type Texts } from '#src/seed/types.ts';
import type { Counts } from '#src/seed/write.ts';
import { ANNUAL_EVENTS, CALENDAR_EVENTS } from './events-data.ts';
import { FAQS } from './faq-data.ts';
import { HOLIDAY_DATES, HOLIDAY_KINDS } from './holidays-data.ts';
import { LAWS, lawNumber } from './laws-data.ts';
import { RECRUITMENTS, TENDERS } from './openings-data.ts';
import { makeDocumentPdf } from './pdf.ts';
import { TEMPLATES } from './templates-data.ts';

const HAND_WRITTEN: readonly ('zh-hant' | 'en' | 'pt')[] = ['zh-hant', 'en', 'pt'];
const PDF = 'application/pdf';

/** A Macao date and time as an instant. */
const at = (date: string, time = '10:00') => new Date(`${date}T${time}:00+08:00`);

/** Texts per hand-written language, built from per-language parts; Portuguese only where every part has it. */
function texts(parts: { title: Texts; summary?: Texts | undefined; content?: Texts | undefined; data?: Partial<Record<'zh-hant' | 'en' | 'pt', Record<string, unknown>>> }): EntrySeed['texts'] {
  const out: Partial<Record<Language, EntryText>> = {};
  for (const lang of HAND_WRITTEN) {
    const title = parts.title[lang];
    if (title === undefined) continue;
    if (lang === 'pt' && ((parts.summary && parts.summary.pt === undefined) || (parts.content && parts.content.pt === undefined))) continue;
    const text: EntryText = { title, summary: parts.summary?.[lang] ?? null, content: parts.content?.[lang] ?? null };
    const data = parts.data?.[lang];
    if (data) text.data = data;
    out[lang] = text;
  }
  return out;
}

// --- Categories of this part ---------------------------------------------------

interface CatSeed {
  module: string;
  slug: string;
  title: Texts;
  summary: Texts;
}

const CATEGORIES: readonly CatSeed[] = [
  {
    module: 'holiday',
    slug: 'public-holidays',
    title: tx('公眾假期', 'Public Holidays', 'Feriados Públicos'),
    summary: tx('澳門特別行政區的公眾假期；銀行及本局於當日休息。', 'Public holidays of the Macao SAR; banks and the Authority are closed.', 'Feriados públicos da RAEM; os bancos e a Autoridade estão encerrados.'),
  },
  {
    module: 'holiday',
    slug: 'office-closures',
    title: tx('本局辦公安排', 'AMCM Office Arrangements', 'Horário da AMCM'),
    summary: tx('本局提早停止對外服務的日子。', 'Days when the Authority’s counters close early.', 'Dias em que o atendimento da Autoridade encerra mais cedo.'),
  },
  {
    module: 'calendar-event',
    slug: 'statistics-releases',
    title: tx('統計數據發佈', 'Statistical Releases', 'Divulgação de Estatísticas'),
    summary: tx('本局統計數據的預定發佈日期。', "Scheduled release dates of the Authority's statistics.", 'Datas previstas de divulgação das estatísticas da Autoridade.'),
  },
  {
    module: 'calendar-event',
    slug: 'activities',
    title: tx('本局活動', 'AMCM Activities', 'Actividades da AMCM'),
    summary: tx('考試、研討會及公眾教育活動。', 'Examinations, seminars and public education activities.', 'Exames, seminários e acções de educação do público.'),
  },
];

async function writeCategories(tx_: Transaction, counts: Counts): Promise<void> {
  const inserted = await tx_
    .insert(moduleCats)
    .values(CATEGORIES.map((c, index) => ({ module: c.module, slug: c.slug, sortOrder: (index + 1) * 10, createdAt: SEED_BASE_DATE, updatedAt: SEED_BASE_DATE })))
    .onConflictDoNothing({ target: [moduleCats.module, moduleCats.slug] })
    .returning({ id: moduleCats.id, module: moduleCats.module, slug: moduleCats.slug });
  const rows = inserted.flatMap((row) => {
    const spec = CATEGORIES.find((c) => c.module === row.module && c.slug === row.slug);
    if (!spec) return [];
    const langs: [Language, string, string | undefined][] = [
      ['zh-hant', spec.title['zh-hant'], spec.summary['zh-hant']],
      ['zh-hans', toSimplified(spec.title['zh-hant']), toSimplified(spec.summary['zh-hant'])],
      ['en', spec.title.en, spec.summary.en],
    ];
    if (spec.title.pt) langs.push(['pt', spec.title.pt, spec.summary.pt]);
    return langs.map(([lang, title, summary]) => ({ moduleCatId: row.id, lang, title, summary: summary ?? null }));
  });
  const texts = rows.length ? await tx_.insert(moduleCatI18n).values(rows).onConflictDoNothing().returning({ id: moduleCatI18n.moduleCatId }) : [];
  counts.moduleCats = (counts.moduleCats ?? 0) + inserted.length;
  counts.moduleCatI18n = (counts.moduleCatI18n ?? 0) + texts.length;
}

// --- Entries -------------------------------------------------------------------

function lawEntries(): EntrySeed[] {
  return LAWS.map((law) => {
    const number = lawNumber(law.kind, law.no);
    const repealedBy = law.repealed ? LAWS.find((l) => l.slug === law.repealed?.by) : undefined;
    const byNumber = repealedBy ? lawNumber(repealedBy.kind, repealedBy.no) : undefined;
    const content = tx(
      `<p>${law.summary['zh-hant']}</p><p>公佈日期：${law.published}；生效日期：${law.inForce}。${law.repealed && byNumber ? `已於${law.repealed.on}由${byNumber['zh-hant']}廢止。` : ''}</p><p>以《澳門特別行政區公報》公佈的文本為準。</p>`,
      `<p>${law.summary.en}</p><p>Published ${law.published}; in force from ${law.inForce}.${law.repealed && byNumber ? ` Repealed on ${law.repealed.on} by ${byNumber.en}.` : ''}</p><p>The authentic text is the one published in the Official Gazette of the Macao SAR.</p>`,
      law.summary.pt && law.title.pt
        ? `<p>${law.summary.pt}</p><p>Publicado em ${law.published}; em vigor desde ${law.inForce}.${law.repealed && byNumber ? ` Revogado em ${law.repealed.on} pelo ${byNumber.pt ?? byNumber.en}.` : ''}</p><p>Faz fé o texto publicado no Boletim Oficial da RAEM.</p>`
        : undefined,
    );
    const file: EntryFileSeed = {
      name: `${law.slug}.pdf`,
      mime: PDF,
      content: makeDocumentPdf({
        title: law.title.pt ?? law.title.en,
        reference: `${number.pt ?? number.en} - ${law.title.en}`,
        paragraphs: [
          law.summary.pt ?? law.summary.en,
          law.summary.en,
          `Published in the Official Gazette on ${law.published}; in force from ${law.inForce}.${law.repealed ? ` Repealed on ${law.repealed.on}.` : ''}`,
          'Reference copy published by the Monetary Authority of Macao. The authentic text is the one published in the Official Gazette of the Macao SAR (Boletim Oficial).',
        ],
      }),
    };
    return {
      slug: law.slug,
      catSlug: law.cat,
      publishedAt: at(law.published),
      startsOn: law.inForce,
      endsOn: law.repealed?.on ?? null,
      data: {
        kind: law.kind,
        officialNumber: number.pt ?? number.en,
        status: law.repealed ? 'repealed' : 'in-force',
        ...(law.repealed ? { repealedBy: law.repealed.by } : {}),
      },
      texts: texts({
        title: law.title,
        summary: law.summary,
        content,
        data: { 'zh-hant': { number: number['zh-hant'] }, en: { number: number.en }, pt: { number: number.pt } },
      }),
      files: [file],
    };
  });
}

/** Publication dates spread over the two years before the base date, stable per item. */
function spreadDate(key: string, maxDaysAgo = 700): Date {
  const rnd = randomFor(`reference:${key}`);
  const daysAgo = 20 + Math.floor(rnd() * maxDaysAgo);
  return new Date(SEED_BASE_DATE.getTime() - daysAgo * 86_400_000 - Math.floor(rnd() * 480) * 60_000);
}

function faqEntries(): EntrySeed[] {
  return FAQS.map((faq, index) => ({
    slug: faq.slug,
    catSlug: faq.cat,
    publishedAt: spreadDate(`faq:${faq.slug}`),
    sortOrder: (index + 1) * 10,
    texts: texts({ title: faq.q, content: faq.a }),
  }));
}

function holidayEntries(): EntrySeed[] {
  return HOLIDAY_DATES.map(([kindKey, date], index) => {
    const kind = HOLIDAY_KINDS[kindKey];
    if (!kind) throw new Error(`seed: unknown holiday ${kindKey}`);
    const year = date.slice(0, 4);
    return {
      slug: `${kindKey}-${year}`,
      catSlug: kind.cat,
      // Each year's list is published in the October before it (2027's before the base date).
      publishedAt: at(year === '2026' ? '2025-10-27' : '2026-10-26'),
      startsOn: date,
      endsOn: date,
      sortOrder: index,
      data: { type: kind.type },
      texts: texts({ title: kind.title }),
    };
  });
}

function annualEventEntries(): EntrySeed[] {
  return ANNUAL_EVENTS.map((event) => {
    const eventFiles: EntryFileSeed[] = event.programme
      ? [{ name: `${event.slug}-programme.pdf`, mime: PDF, content: makeDocumentPdf({ title: event.programme.title, paragraphs: event.programme.paragraphs }) }]
      : [];
    return {
      slug: event.slug,
      publishedAt: at(event.published),
      startsOn: event.starts,
      endsOn: event.ends ?? event.starts,
      data: { year: Number(event.starts.slice(0, 4)) },
      texts: texts({
        title: event.title,
        summary: event.summary,
        content: event.body,
        data: { 'zh-hant': { venue: event.venue['zh-hant'] }, en: { venue: event.venue.en }, pt: { venue: event.venue.pt ?? event.venue.en } },
      }),
      files: eventFiles,
    };
  });
}

function calendarEntries(): EntrySeed[] {
  return CALENDAR_EVENTS.map((event) => ({
    slug: event.slug,
    catSlug: event.cat,
    publishedAt: at(event.published),
    startsOn: event.date,
    endsOn: event.date,
    texts: texts({ title: event.title, summary: event.summary }),
  }));
}

const APPLICATION_FORM: EntryFileSeed = {
  name: 'amcm-application-form.pdf',
  mime: PDF,
  content: makeDocumentPdf({
    title: 'Application Form for Employment',
    reference: 'Boletim de candidatura / Application form',
    paragraphs: [
      '1. Position applied for and reference number: ______________________________',
      '2. Full name (Chinese and Portuguese or English): ______________________________',
      '3. Identity card number: ____________  Date of birth: ____________',
      '4. Telephone: ____________  E-mail: ______________________________',
      '5. Academic qualifications (degree, institution, year): ______________________________',
      '6. Working experience (employer, position, dates): ______________________________',
      '7. Languages (Chinese, Portuguese, English; spoken and written): ______________________________',
      'I declare that the information above is true and complete. Signature: ______________  Date: ____________',
      'Send this form with copies of your identity card, degree certificates and proof of experience to the Administration and Finance Department of the Monetary Authority of Macao before the closing date.',
    ],
  }),
};

function listHtml(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

function recruitmentEntries(): EntrySeed[] {
  return RECRUITMENTS.map((job) => {
    const content: Texts = tx(
      `<p>${job.summary['zh-hant']}</p><h3>職務</h3>${listHtml(job.duties['zh-hant'])}<h3>入職要求</h3>${listHtml(job.requirements['zh-hant'])}<h3>報名方法</h3><p>請於${job.closes}下午五時前，將填妥的報名表連同身份證、學歷及工作經驗證明文件副本，親身或郵寄遞交本局行政及財務廳。只有入圍者會獲通知參加甄選。</p>`,
      `<p>${job.summary.en}</p><h3>Duties</h3>${listHtml(job.duties.en)}<h3>Requirements</h3>${listHtml(job.requirements.en)}<h3>How to apply</h3><p>Send the completed application form with copies of your identity card, degree certificates and proof of experience to the Authority’s Administration and Finance Department, in person or by post, by 5:00 p.m. on ${job.closes}. Only shortlisted candidates will be invited to the selection.</p>`,
      job.duties.pt && job.requirements.pt && job.summary.pt
        ? `<p>${job.summary.pt}</p><h3>Funções</h3>${listHtml(job.duties.pt)}<h3>Requisitos</h3>${listHtml(job.requirements.pt)}<h3>Candidatura</h3><p>Entregue o boletim de candidatura preenchido, com cópias do bilhete de identidade, dos certificados de habilitações e dos comprovativos de experiência, até às 17h00 de ${job.closes}.</p>`
        : undefined,
    );
    return {
      slug: job.slug,
      publishedAt: at(job.posted, '09:30'),
      startsOn: job.posted,
      endsOn: job.closes,
      data: { reference: job.reference, positions: job.positions },
      texts: texts({
        title: job.title,
        summary: job.summary,
        content,
        data: { 'zh-hant': { department: job.department['zh-hant'] }, en: { department: job.department.en }, pt: { department: job.department.pt ?? job.department.en } },
      }),
      files: [APPLICATION_FORM],
    };
  });
}

function tenderEntries(): EntrySeed[] {
  return TENDERS.map((tender) => ({
    slug: tender.slug,
    publishedAt: at(tender.published, '09:30'),
    startsOn: tender.published,
    endsOn: tender.closes,
    data: { reference: tender.reference, procedure: tender.procedure },
    texts: texts({ title: tender.title, summary: tender.summary, content: tender.body }),
    files: [
      {
        name: `${tender.reference.replace(/\//g, '-').toLowerCase()}-documents.pdf`,
        mime: PDF,
        content: makeDocumentPdf({
          title: `${tender.title.pt ?? tender.title.en}`,
          reference: `${tender.reference} - ${tender.procedure === 'public-tender' ? 'Public tender' : 'Written consultation'}`,
          paragraphs: [
            tender.summary.en,
            `Closing date for tenders: ${tender.closes}, 5:00 p.m., at the reception of the Monetary Authority of Macao.`,
            'Contents: 1. Tender programme. 2. Specifications. 3. Model of the tender form. 4. Model of the bank guarantee for the provisional bond.',
            'Questions about these documents may be sent in writing until ten days before the closing date; the answers are published on this page.',
          ],
        }),
      },
    ],
  }));
}

function templateEntries(): EntrySeed[] {
  return TEMPLATES.map((template) => ({
    slug: template.alias,
    publishedAt: spreadDate(`template:${template.alias}`, 300),
    texts: texts({ title: template.title, content: template.content }),
  }));
}

/** Names of the files this part stores, so its reset removes exactly those. */
function fileNames(): string[] {
  return [
    ...LAWS.map((l) => `${l.slug}.pdf`),
    ...ANNUAL_EVENTS.filter((e) => e.programme).map((e) => `${e.slug}-programme.pdf`),
    APPLICATION_FORM.name,
    ...TENDERS.map((t) => `${t.reference.replace(/\//g, '-').toLowerCase()}-documents.pdf`),
  ];
}

/** Unpublished revisions of a law and a question, for the preview routes. */
async function writeVersions(tx_: Transaction, lawId: number, faqId: number, counts: Counts): Promise<void> {
  const rows = [
    {
      module: 'law',
      itemId: lawId,
      data: versionTexts({
        'zh-hant': {
          title: '金融體系法律制度（修訂草案）',
          content: '<p>本修訂草案擬更新金融控股公司的監管範圍，並引入處置機制的規定。</p><p>諮詢期至2026年12月31日。</p>',
        },
        en: {
          title: 'Legal Framework of the Financial System (draft amendment)',
          content: '<p>This draft amendment would extend supervision to financial holding companies and introduce provisions on resolution.</p><p>Comments are invited until 31 December 2026.</p>',
        },
        pt: {
          title: 'Regime Jurídico do Sistema Financeiro (projecto de alteração)',
          content: '<p>Este projecto de alteração alarga a supervisão às sociedades gestoras de participações financeiras e introduz disposições sobre a resolução.</p><p>Aceitam-se comentários até 31 de Dezembro de 2026.</p>',
        },
      }),
      createdAt: new Date(SEED_BASE_DATE.getTime() - 2 * 86_400_000),
    },
    {
      module: 'faq',
      itemId: faqId,
      data: versionTexts({
        'zh-hant': {
          title: '存款保障的上限是多少？（修訂）',
          content: '<p>建議由2027年起，每名存款人在每間銀行的受保障存款上限提高至澳門元一百萬元。</p>',
        },
        en: {
          title: 'What is the limit of deposit protection? (revised)',
          content: '<p>From 2027 the limit is proposed to rise to MOP 1,000,000 per depositor in each bank.</p>',
        },
      }),
      createdAt: new Date(SEED_BASE_DATE.getTime() - 86_400_000),
    },
  ];
  counts.contentVersions = (counts.contentVersions ?? 0) + (await tx_.insert(contentVersions).values(rows).returning({ id: contentVersions.id })).length;
}

export async function runReference(tx_: Transaction, counts: Counts): Promise<void> {
  await writeCategories(tx_, counts);
  const lawIds = await writeEntries(tx_, 'law', lawEntries(), counts);
  const faqIds = await writeEntries(tx_, 'faq', faqEntries(), counts);
  await writeEntries(tx_, 'holiday', holidayEntries(), counts);
  await writeEntries(tx_, 'annual-event', annualEventEntries(), counts);
  await writeEntries(tx_, 'calendar-event', calendarEntries(), counts);
  await writeEntries(tx_, 'recruitment', recruitmentEntries(), counts);
  await writeEntries(tx_, 'tender', tenderEntries(), counts);
  await writeEntries(tx_, 'message-template', templateEntries(), counts);
  const lawId = lawIds[LAWS.findIndex((l) => l.slug === 'lei-13-2023')];
  const faqId = faqIds[FAQS.findIndex((f) => f.slug === 'deposit-protection-limit')];
  if (lawId === undefined || faqId === undefined) throw new Error('seed: preview entries missing');
  await writeVersions(tx_, lawId, faqId, counts);
}

export async function resetReference(tx_: Transaction): Promise<void> {
  await deleteContentVersions(tx_, ['law', 'faq']);
  await deleteEntries(tx_, [...REFERENCE_MODULES]);
  await deleteUnlinkedFiles(tx_, { names: fileNames() });
  await deleteModuleCats(tx_, ['holiday', 'calendar-event']);
  for (const table of ['content_versions', 'entries', 'entry_files', 'files', 'module_cats']) await resetIdSequence(tx_, table);
}
