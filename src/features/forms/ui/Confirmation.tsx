/** The panel after a successful submit: a heading that takes focus, and the reference number to quote. */
import { useEffect, useRef, type ReactNode } from 'react';

export interface ConfirmationProps {
  title: string;
  referenceLabel: string;
  reference: string;
  children?: ReactNode;
}

export function Confirmation({ title, referenceLabel, reference, children }: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="confirmation-panel" role="status">
      <h2 className="confirmation-panel__title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p className="confirmation-panel__reference">
        {referenceLabel}
        <br />
        <strong data-testid="reference-number">{reference}</strong>
      </p>
      {children}
    </div>
  );
}
