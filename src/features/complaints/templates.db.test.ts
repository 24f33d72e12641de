/**
 * Complaint staff are offered the published message templates (`complaint-reply-…`,
 * `complaint-staff-note-…`) to fill a reply or a note, in the complainant's language
 * with the public site's fallback; a template edited and published through the
 * back office's editor is what they are offered next. The seed's demo complaints are
 * used (src/seed/cases).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { entries, entryI18n } from '#src/features/entries/schema.ts';
import type { EntryRecord } from '#src/features/publishing/contract.ts';
import { complaintEvents, complaints } from './schema.ts';
import type { OfferedTemplate } from './contract.ts';
import { templateText } from './staff-service.ts';
import { ALL as templatesRoute } from '#src/api/staff/complaints/[id]/templates.ts';
import { ALL as noteRoute } from '#src/api/staff/complaints/[id]/note.ts';
import { GET as entryRoute, POST as saveRoute } from '#src/api/staff/entries/[id].ts';
import { ALL as submitRoute } from '#src/api/staff/entries/[id]/submit.ts';
import { ALL as publishRoute } from '#src/api/staff/entries/[id]/publish.ts';

let database: TestDatabase;
let officer: StaffAgent;
let auditor: StaffAgent;
const db = () => database.db;

beforeAll(async () => {
  process.env.LOG_FORMAT = process.env.DEBUG_LOG ?? 'off';
  database = await openTestDatabase({ seeded: true });
  officer = await signedInAgent(db(), 'templates-officer', ['complaints-officer'], '192.0.2.11');
  auditor = await signedInAgent(db(), 'templates-auditor', ['auditor'], '192.0.2.12');
}, 120_000);
afterAll(() => database.dispose());

async function complaintIn(lang: string) {
  const [row] = await db().select().from(complaints).where(eq(complaints.lang, lang as 'en')).orderBy(asc(complaints.id)).limit(1);
  if (!row) throw new Error(`no seeded complaint in ${lang}`);
  return row;
}

const offered = async (id: number, agent = officer) => agent.call<OfferedTemplate[]>(templatesRoute, `/api/staff/complaints/${String(id)}/templates`, { params: { id: String(id) } });

describe('templates offered to complaint staff', () => {
  it('turns a template’s HTML into paragraphs of plain text', () => {
    expect(templateText('<p>One &amp; two</p><ul><li>a;</li><li>b.</li></ul>')).toBe('One & two\n\na;\n\nb.');
    expect(templateText(null)).toBe('');
  });

  it('offers the published reply and note templates in the complainant’s language, with the reference and name filled in', async () => {
    const pt = await complaintIn('pt');
    const answer = await offered(pt.id);
    expect(answer.status).toBe(200);
    const list = answer.body.data as unknown as { data: OfferedTemplate[] };
    const byAlias = new Map(list.data.map((t) => [t.alias, t]));
    expect([...byAlias.keys()]).toEqual(expect.arrayContaining(['complaint-reply-progress-forwarded', 'complaint-reply-information-documents', 'complaint-reply-answer-settled', 'complaint-staff-note-call']));
    // Only the staff templates: the public form's texts are not offered.
    expect([...byAlias.keys()].every((a) => a.startsWith('complaint-reply-') || a.startsWith('complaint-staff-note-'))).toBe(true);
    const settled = byAlias.get('complaint-reply-answer-settled');
    expect(settled).toMatchObject({ use: 'reply', kind: 'answer', lang: 'pt', fallback: false, title: 'Resolvida' });
    expect(settled?.text).toContain('A instituição aceitou');
    expect(byAlias.get('complaint-reply-information-documents')?.kind).toBe('information');
    const call = byAlias.get('complaint-staff-note-call');
    expect(call).toMatchObject({ use: 'note', kind: null });
    expect(call?.text).toBe(`Telefonei ao reclamante (${pt.nameEn ?? ''}) sobre a reclamação ${pt.reference}:`);
  });

  it('falls back as the public site does: zh-hans from the derived text, English where Portuguese is missing', async () => {
    const hans = await complaintIn('zh-hans');
    const list = ((await offered(hans.id)).body.data as unknown as { data: OfferedTemplate[] }).data;
    const note = list.find((t) => t.alias === 'complaint-staff-note-forwarded');
    expect(note).toMatchObject({ lang: 'zh-hans', fallback: false });
    expect(note?.text).toBe(`已发函有关机构，要求于十四日内就投诉 ${hans.reference} 作出书面解释。`);

    const pt = await complaintIn('pt');
    const [entry] = await db().select({ id: entries.id }).from(entries).where(and(eq(entries.module, 'message-template'), eq(entries.slug, 'complaint-reply-progress-forwarded')));
    await db().delete(entryI18n).where(and(eq(entryI18n.entryId, entry?.id ?? 0), eq(entryI18n.lang, 'pt')));
    const fallen = ((await offered(pt.id)).body.data as unknown as { data: OfferedTemplate[] }).data.find((t) => t.alias === 'complaint-reply-progress-forwarded');
    expect(fallen).toMatchObject({ lang: 'en', fallback: true, kind: 'progress', title: 'Forwarded to the institution' });
  });

  it('is for those who handle complaints: the auditor reads complaints but is not offered templates', async () => {
    const en = await complaintIn('en');
    expect((await offered(en.id, auditor)).status).toBe(403);
    expect((await offered(999_999)).status).toBe(404);
  });

  it('offers a template as edited and published in the back office (four eyes), never a draft', async () => {
    const en = await complaintIn('en');
    const [entry] = await db().select({ id: entries.id }).from(entries).where(and(eq(entries.module, 'message-template'), eq(entries.slug, 'complaint-reply-answer-settled')));
    if (!entry) throw new Error('seed lacks the template');
    const editor = await signedInAgent(db(), 'templates-editor', ['editor'], '192.0.2.13');
    const publisher = await signedInAgent(db(), 'templates-publisher', ['publisher'], '192.0.2.14');
    const params = { id: String(entry.id) };
    const record = (await editor.call<EntryRecord>(entryRoute, '/x', { params })).body.data;
    const edited = '<p>The institution has agreed to refund you in full within ten working days.</p>';
    const saved = await editor.call<EntryRecord>(saveRoute, '/x', { params, body: { version: record.version, slug: record.slug, texts: { ...record.texts, en: { ...record.texts.en, content: edited } } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const text = async () => ((await offered(en.id)).body.data as unknown as { data: OfferedTemplate[] }).data.find((t) => t.alias === 'complaint-reply-answer-settled')?.text;
    // Saved but not yet published: staff are still offered the published text.
    expect(await text()).toContain('agreed to the outcome you asked for');
    expect((await editor.call(submitRoute, '/x', { params, body: { version: saved.body.data.version, languages: ['en'] } })).status).toBe(200);
    const published = await publisher.call(publishRoute, '/x', { params, body: { languages: ['en'] } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await text()).toBe('The institution has agreed to refund you in full within ten working days.');
  });

  it('records the template a note was filled from on the timeline and in the audit log', async () => {
    const en = await complaintIn('en');
    const [row] = await db().select({ version: complaints.version }).from(complaints).where(eq(complaints.id, en.id));
    const params = { id: String(en.id) };
    const noted = await officer.call(noteRoute, '/x', { params, body: { version: row?.version, text: 'Telephoned the complainant.', fromTemplate: 'complaint-staff-note-call' } });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    const [event] = await db().select().from(complaintEvents).where(eq(complaintEvents.complaintId, en.id)).orderBy(asc(complaintEvents.id)).then((r) => r.slice(-1));
    expect(event?.details).toEqual({ fromTemplate: 'complaint-staff-note-call' });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'complaint'), eq(auditLog.entityId, String(en.id)), eq(auditLog.action, 'note'))).then((r) => r.slice(-1));
    expect(audit?.changes).toEqual({ fromTemplate: { after: 'complaint-staff-note-call' } });
    const bad = await officer.call(noteRoute, '/x', { params, body: { version: (row?.version ?? 0) + 1, text: 'x', fromTemplate: 'complaint-agree' } });
    expect(bad.status).toBe(400);
  });
});
