/**
 * A news list with "load more" (SPEC §4: paged lists append the next page and
 * update the total). Rendered on the server with the first page, so it works
 * without JavaScript: "load more" is then a plain link to `?page=N`. In the
 * browser the link fetches the next page and appends it; a failed call shows the
 * red error toast of SPEC §8 at the top centre for 3 seconds.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { formatMessage } from '#src/i18n/format.ts';
import type { EnglishOf, PickedMessages as CataloguePicked } from '#src/i18n/catalogue.ts';
import type { commonText } from '#src/i18n/common-messages.ts';
import type { newsText } from './messages.ts';
import { LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';
import { fetchNewsPage, toListItem, type NewsListItem, type NewsListQuery } from './client.ts';

/**
 * The list shows the news feature's text, the common error title and the shell's loading
 * text (a plain text of src/features/site/messages.ts; NewsListSection picks it from there).
 */
type ListEnglish = EnglishOf<typeof newsText> & EnglishOf<typeof commonText> & { readonly 'shell.loading': string };
type MessageKey = keyof ListEnglish & string;
type PickedMessages<K extends MessageKey> = CataloguePicked<ListEnglish, K>;

/** SPEC §9: toasts last 3000 ms. */
export const TOAST_MS = 3000;

/** The messages the list shows: the view passes `pickMessages(lang, NEWS_LIST_KEYS)`. */
export const NEWS_LIST_KEYS = [
  'news.results',
  'news.total',
  'news.loadMore',
  'shell.loading',
  'news.allShown',
  'news.pinned',
  'news.previousPage',
  'error.noticeTitle',
  'news.errorPathMissing',
] as const satisfies readonly MessageKey[];

export type NewsListMessages = PickedMessages<(typeof NEWS_LIST_KEYS)[number]>;

export interface NewsListProps {
  lang: Language;
  /** The list the detail pages go back and walk through (category or group slug). */
  from: string;
  items: NewsListItem[];
  total: number;
  query: NewsListQuery;
  /** The link to the page before, when the reader opened a later page without JavaScript. */
  previousHref: string | null;
  /** The no-JavaScript link to a page is this followed by its number (`?year=2024&page=`). */
  pageHrefBase: string;
  messages: NewsListMessages;
}

export default function NewsList(props: NewsListProps) {
  const { lang, from, messages, query } = props;
  const [items, setItems] = useState(props.items);
  const [total, setTotal] = useState(props.total);
  const [page, setPage] = useState(query.page);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [error]);

  useEffect(() => {
    // Keyboard and screen reader users continue reading at the first item added.
    if (firstNew.current === null) return;
    list.current?.querySelector<HTMLAnchorElement>(`[data-news-id="${String(firstNew.current)}"] a`)?.focus();
    firstNew.current = null;
  }, [items]);

  // Pages up to `page` have been shown (the earlier ones on earlier pages when opened at `?page=N`).
  const hasMore = page * query.pageSize < total;
  const nextHref = hasMore ? `${props.pageHrefBase}${String(page + 1)}` : null;

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const next = await fetchNewsPage({ ...query, page: page + 1 }, lang);
      const known = new Set(items.map((i) => i.id));
      const added = next.data.map((e) => toListItem(e, lang, from)).filter((i) => !known.has(i.id));
      firstNew.current = added[0]?.id ?? null;
      setItems([...items, ...added]);
      setTotal(next.total);
      setPage(page + 1);
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="news-list-island">
      <h2 className="visually-hidden">{messages['news.results']}</h2>
      <p className="news-total" aria-live="polite" data-news-total={total}>
        {formatMessage(messages['news.total'], { count: total })}
      </p>
      <ol className="news-list" ref={list} aria-busy={loading}>
        {items.map((item) => (
          <li key={item.id} className="news-item" data-news-id={item.id} lang={item.lang ?? undefined}>
            <h3 className="news-item__title">
              <a href={item.href}>{item.title}</a>
            </h3>
            <p className="news-item__meta">
              {/* The date is written in the page's language even when the item's texts are not. */}
              <time dateTime={item.publishedAt} lang={item.lang ? LANGUAGE_CODES[lang].htmlLang : undefined}>
                {item.date}
              </time>
              {item.category && (
                <span className="news-item__category" lang={item.categoryLang ? LANGUAGE_CODES[item.categoryLang].htmlLang : undefined}>
                  {item.category}
                </span>
              )}
              {item.pinned && <span className="news-item__pin">{messages['news.pinned']}</span>}
            </p>
            {item.excerpt && <p className="news-item__excerpt">{item.excerpt}</p>}
          </li>
        ))}
      </ol>
      <div className="news-pager">
        {props.previousHref && page === query.page && (
          <a className="news-pager__previous" href={props.previousHref}>
            {messages['news.previousPage']}
          </a>
        )}
        {nextHref ? (
          <a className="news-pager__more button" href={nextHref} onClick={loadMore} aria-disabled={loading || undefined} data-news-more="">
            {loading ? messages['shell.loading'] : messages['news.loadMore']}
          </a>
        ) : (
          items.length > 0 && <p className="news-pager__done">{messages['news.allShown']}</p>
        )}
      </div>
      {error && (
        <div className="news-toast" role="alert">
          <p className="news-toast__title">{messages['error.noticeTitle']}</p>
          <p className="news-toast__message">{messages['news.errorPathMissing']}</p>
        </div>
      )}
    </div>
  );
}
