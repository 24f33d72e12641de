/** The results of a register search: the count (a live region), print and exports, the table, and previous/next paging. */
import type { RefObject } from 'react';
import { formatMessage as fill } from '#src/i18n/format.ts';
import type { RegisterQuery } from '../client.ts';
import type { RegisterPage } from '../contract.ts';
import type { RegisterLabels } from './labels.ts';
import type { Column } from './result-columns.tsx';
import type { Row } from './use-register-search.ts';

interface SearchResultsProps {
  labels: RegisterLabels;
  id: (name: string) => string;
  title: string;
  columns: Column[];
  result: RegisterPage<Row> | null;
  query: RegisterQuery | null;
  pages: number;
  loading: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  exports: { xlsx: string | null; pdf: string | null };
  onDownload: (url: string, ext: string) => void;
  onPage: (query: RegisterQuery) => void;
}

export function SearchResults({ labels, id, title, columns, result, query, pages, loading, heading, exports, onDownload, onPage }: SearchResultsProps) {
  const { xlsx: xlsxUrl, pdf: pdfUrl } = exports;
  return (
    <section className="register__results" aria-labelledby={id('results')} hidden={!result}>
      <h2 id={id('results')} ref={heading} tabIndex={-1}>
        {labels.results}
      </h2>
      <p className="register__total" aria-live="polite" data-register-total={result?.total ?? ''}>
        {result ? (result.total ? fill(labels.total, { count: result.total }) : labels.noResults) : ''}
      </p>
      {result && result.total > 0 && (
        <>
          <div className="register__tools">
            <button type="button" className="register__button register__button--plain" onClick={() => window.print()}>
              {labels.print}
            </button>
            {xlsxUrl && (
              <button type="button" className="register__button register__button--plain" onClick={() => onDownload(xlsxUrl, 'xlsx')}>
                {labels.exportExcel}
              </button>
            )}
            {pdfUrl && (
              <button type="button" className="register__button register__button--plain" onClick={() => onDownload(pdfUrl, 'pdf')}>
                {labels.exportPdf}
              </button>
            )}
          </div>
          <div className="register__table-wrap" role="region" aria-labelledby={id('caption')} tabIndex={0}>
            <table className="register__table">
              <caption id={id('caption')}>
                {title} — {fill(labels.pageStatus, { page: query?.page ?? 1, pages })}
                <span className="visually-hidden"> ({labels.tableRegion})</span>
              </caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} scope="col">
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.data.map((row) => (
                  <tr key={row.number}>
                    {columns.map((c) =>
                      c.key === 'name' ? (
                        <th key={c.key} scope="row" className="register__cell--name">
                          {c.cell(row)}
                        </th>
                      ) : (
                        <td key={c.key} className={`register__cell--${c.key}`}>
                          {c.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && query && (
            <nav className="register__pager" aria-label={labels.pages}>
              <button type="button" className="register__button register__button--plain" disabled={query.page <= 1 || loading} onClick={() => onPage({ ...query, page: query.page - 1 })}>
                {labels.previous}
              </button>
              <span>{fill(labels.pageStatus, { page: query.page, pages })}</span>
              <button type="button" className="register__button register__button--plain" disabled={query.page >= pages || loading} onClick={() => onPage({ ...query, page: query.page + 1 })}>
                {labels.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
