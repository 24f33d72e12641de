import { z } from 'zod';

/** Setting groups and keys are short identifiers, e.g. `website`, `frontend-lang`, `address.en`. */
export const settingKeyQuery = z.string().min(1).max(64).regex(/^[A-Za-z0-9._-]+$/);
