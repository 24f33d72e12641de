/** Focus for the data forms' rows: the element with an id, once it is on the page (after the render that adds, moves or removes a row). */
import { useEffect, useState } from 'react';

export function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
