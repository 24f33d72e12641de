import { isStaffEndpoint, staffOpenApi } from '#src/features/staff/staff-endpoints.ts';

// Every staff route module, so each staff call joins the staff document by existing.
const routeModules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./openapi.json.ts'], { eager: true });

export const ALL = staffOpenApi(Object.values(routeModules).flatMap((mod) => Object.values(mod).filter(isStaffEndpoint)));
