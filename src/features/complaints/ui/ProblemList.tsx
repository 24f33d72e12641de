/** Problems on the preview: links to where each answer is given (another page), focused once per attempt. */
import { useEffect, useRef } from 'react';

export function ProblemList({ title, items, attempt }: { title: string; items: { href: string; text: string }[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);
  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby="complaint-problems-title">
      <h2 className="error-summary__title" id="complaint-problems-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item, i) => (
          <li key={`${item.href}-${String(i)}`}>
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
