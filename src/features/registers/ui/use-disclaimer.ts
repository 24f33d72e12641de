/** The register disclaimer, accepted once per browser session (sessionStorage). */
import { useEffect, useState } from 'react';

export const DISCLAIMER_STORAGE = 'amcm.registers.disclaimerAccepted';

function readAccepted(): boolean {
  try {
    return sessionStorage.getItem(DISCLAIMER_STORAGE) === '1';
  } catch {
    return false;
  }
}

/** Whether the disclaimer was accepted (false until the island has read the session), and `accept`, which then runs `after` on the next frame. */
export function useDisclaimer(after: () => void): { accepted: boolean; accept: () => void } {
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    setAccepted(readAccepted());
  }, []);
  const accept = () => {
    try {
      sessionStorage.setItem(DISCLAIMER_STORAGE, '1');
    } catch {
      // Blocked storage: accepted for this page only.
    }
    setAccepted(true);
    requestAnimationFrame(after);
  };
  return { accepted, accept };
}
