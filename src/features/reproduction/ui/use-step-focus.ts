/**
 * Where the focus goes when the application's step changes: the field a 'Change'
 * link asked for, else the step heading; not on the first render (the page's own
 * focus order starts at the top), nor when the error summary is to take it.
 */
import { useEffect, useRef } from 'react';

export function useStepFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterStep = useRef<string | null>(null);
  const summaryTakesFocus = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const target = focusAfterStep.current;
    focusAfterStep.current = null;
    // After the server refused something, the error summary takes focus instead.
    if (summaryTakesFocus.current) summaryTakesFocus.current = false;
    else if (target) document.getElementById(target)?.focus();
    else heading.current?.focus();
  }, [step]);

  return {
    heading,
    /** The next step change focuses this field instead of the heading. */
    focusField: (fieldId: string | null) => (focusAfterStep.current = fieldId),
    /** The next step change leaves the focus to the error summary. */
    leaveToSummary: () => (summaryTakesFocus.current = true),
  };
}
