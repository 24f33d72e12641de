/**
 * The overlay spinner for React islands: the same markup and classes as
 * `LoadingOverlay.astro`. Put it in a `position: relative` container that has
 * `aria-busy={loading}`.
 */
interface LoadingOverlayProps {
  /** Status text read by screen readers and shown under the spinner. */
  label: string;
  /** Cover the whole page (fixed) instead of the parent. */
  page?: boolean;
}

export default function LoadingOverlay({ label, page = false }: LoadingOverlayProps) {
  return (
    <div className={page ? 'loading-overlay loading-overlay--page' : 'loading-overlay'} role="status">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="loading-overlay__text">{label}</span>
    </div>
  );
}
