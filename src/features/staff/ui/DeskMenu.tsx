/**
 * The back office's menu, grouped by desk: home and "My account" first, then each desk
 * (STAFF_DESKS, the resource's `desk`) under its heading with the screens the person
 * may open — a desk with none is not shown. Each desk is its own menu, labelled by its
 * heading: Tab goes from desk to desk, the arrow keys within one, Enter opens.
 */
import Box from '@mui/material/Box';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { Menu, useCanAccessResources, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { STAFF_DESKS, type StaffDesk } from './screens.ts';

/** react-admin's sidebar widths (its Menu's), open and closed. */
const WIDTH = { open: 240, closed: 55 };
/** Read by screen readers, not shown (the closed sidebar shows icons only). */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

export function DeskMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const definitions = useResourceDefinitions<{ desk?: StaffDesk }>();
  const listed = Object.values(definitions).filter((d) => d.hasList);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: listed.map((d) => d.name) });
  const desks = STAFF_DESKS.map((desk) => ({ desk, names: listed.filter((d) => d.options?.desk === desk && canAccess?.[d.name]).map((d) => d.name) })).filter((g) => g.names.length > 0);
  return (
    <Box component="nav" aria-label={translate('staff.menu.label')} sx={{ width: open ? WIDTH.open : WIDTH.closed, pb: 2, transition: 'width 195ms' }}>
      <MenuList aria-label={translate('staff.menu.general')} dense>
        <Menu.DashboardItem />
        <Menu.Item to="/me" primaryText={translate('staff.me.title')} leftIcon={<span aria-hidden="true">⚙</span>} />
      </MenuList>
      {desks.map(({ desk, names }) => (
        <Box key={desk} component="section" aria-labelledby={`staff-desk-${desk}`}>
          <Typography id={`staff-desk-${desk}`} component="h2" variant="overline" sx={open ? { display: 'block', px: 2, pt: 1, lineHeight: 2, color: 'text.secondary', fontWeight: 700 } : visuallyHidden}>
            {translate(`staff.desk.${desk}`)}
          </Typography>
          <MenuList aria-labelledby={`staff-desk-${desk}`} dense sx={{ py: 0 }}>
            {names.map((name) => (
              <Menu.ResourceItem key={name} name={name} />
            ))}
          </MenuList>
        </Box>
      ))}
    </Box>
  );
}
