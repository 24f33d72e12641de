/** The columns of the results table of each register view, with the cells of a row. */
import type { ReactNode } from 'react';
import { formatMessage as fill } from '#src/i18n/format.ts';
import { formatDate, PLACEHOLDER } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { licenceSlug, type Clerk, type Insurer, type Intermediary, type RegisterView } from '../contract.ts';
import type { RegisterLabels } from './labels.ts';
import type { Row } from './use-register-search.ts';

export interface Column {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

interface ColumnOptions {
  lang: Language;
  view: RegisterView;
  labels: RegisterLabels;
  categoryCount: number;
  detailBase: string | null;
}

const isClerk = (row: Row): row is Clerk => 'registrationNo' in row;

export function resultColumns({ lang, view, labels, categoryCount, detailBase }: ColumnOptions): Column[] {
  const zh = lang === 'zh-hant' || lang === 'zh-hans';
  // Dates as on every other page of the language (SPEC §9); an empty one shows the placeholder.
  const date = (iso: string | null | undefined) => (iso ? <time dateTime={iso}>{formatDate(iso, lang)}</time> : PLACEHOLDER);
  const period = (p: { from: string; to: string } | null) => (p ? fill(labels.period, { from: formatDate(p.from, lang), to: formatDate(p.to, lang) }) : '');
  const insurerNames = (list: Insurer[]) =>
    list.map((i) => (
      <span key={i.code} className="register__insurer">
        {zh ? i.nameZh : i.name}
      </span>
    ));
  const nameCell = (row: Row) => (
    <>
      {row.nameZh && (
        <span className="register__name-zh" lang="zh-Hant">
          {row.nameZh}
        </span>
      )}
      <span className="register__name">{row.name}</span>
    </>
  );
  const licenceCell = (licence: string) => (detailBase ? <a href={`${detailBase}${licenceSlug(licence)}`}>{licence}</a> : licence);
  const ir = (fn: (r: Intermediary) => ReactNode) => (row: Row) => (isClerk(row) ? '' : fn(row));

  if (view === 'clerk') {
    return [
      { key: 'number', header: labels.colNumber, cell: (r) => r.number },
      { key: 'no', header: labels.licenceNo, cell: (r) => (isClerk(r) ? r.registrationNo : '') },
      { key: 'name', header: labels.name, cell: nameCell },
      {
        key: 'intermediary',
        header: labels.colIntermediary,
        cell: (r) =>
          isClerk(r) ? (
            <>
              {licenceCell(r.intermediaryLicenceNo)}
              <span className="register__name">{(zh ? r.intermediaryNameZh : r.intermediaryName) ?? r.intermediaryName}</span>
            </>
          ) : '',
      },
      { key: 'registered', header: labels.colRegisteredOn, cell: (r) => (isClerk(r) ? date(r.registeredOn) : '') },
      { key: 'valid', header: labels.colValidUntil, cell: (r) => (isClerk(r) ? date(r.validUntil) : '') },
    ];
  }
  return [
    { key: 'number', header: labels.colNumber, cell: (r) => r.number },
    { key: 'licence', header: labels.licenceNo, cell: ir((r) => licenceCell(r.licenceNo)) },
    { key: 'name', header: labels.name, cell: nameCell },
    ...(categoryCount > 1 || ['cancelled', 'suspended', 'renewal'].includes(view)
      ? [{ key: 'category', header: labels.category, cell: ir((r) => <abbr title={r.categoryTitle}>{r.category}</abbr>) }]
      : []),
    { key: 'status', header: labels.colStatus, cell: ir((r) => <span className={`register__status register__status--${r.status}`}>{labels[`status.${r.status}`]}</span>) },
    ...(view === 'cancelled'
      ? [
          {
            key: 'cancelled',
            header: labels.colCancelled,
            cell: ir((r) => (
              <>
                {r.life.cancelledOn && <span>{labels.life}: {date(r.life.cancelledOn)} — {r.life.cancelReasonText}</span>}
                {r.general.cancelledOn && <span>{labels.general}: {date(r.general.cancelledOn)} — {r.general.cancelReasonText}</span>}
              </>
            )),
          },
          { key: 'inPeriod', header: labels.colCancelledInPeriod, cell: ir((r) => (r.cancelledInPeriod ? labels.yes : '')) },
        ]
      : [
          { key: 'life', header: labels.colLifeValid, cell: ir((r) => date(r.life.validUntil)) },
          { key: 'general', header: labels.colGeneralValid, cell: ir((r) => date(r.general.validUntil)) },
        ]),
    ...(view === 'suspended' ? [{ key: 'suspension', header: labels.colSuspension, cell: ir((r) => period(r.suspension)) }] : []),
    ...(view === 'renewal' ? [{ key: 'renewal', header: labels.colRenewal, cell: ir((r) => period(r.renewalPeriod)) }] : []),
    ...(['individual', 'corporate', 'salesman'].includes(view)
      ? [
          { key: 'lifeInsurers', header: labels.colLifeInsurers, cell: ir((r) => insurerNames(r.lifeInsurers)) },
          { key: 'generalInsurers', header: labels.colGeneralInsurers, cell: ir((r) => insurerNames(r.generalInsurers)) },
        ]
      : []),
    ...(view === 'corporate' || view === 'broker'
      ? [{ key: 'website', header: labels.colWebsite, cell: ir((r) => (r.website ? <a href={r.website} rel="noopener external">{r.website.replace(/^https?:\/\//, '')}</a> : '')) }]
      : []),
  ];
}
