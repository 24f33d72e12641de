/**
 * The back office layout: react-admin's, with "My account" in the user menu, the
 * menu grouped by desk (DeskMenu.tsx), and the second-factor enrolment in place of
 * every screen until it is done.
 */
import { useEffect, useState, type ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { AppBar, Layout, Logout, UserMenu, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StaffMe } from '#src/features/staff/contract.ts';
import { DeskMenu } from './DeskMenu.tsx';
import { EnrolScreen } from './EnrolScreen.tsx';
import { loadMe } from './providers.ts';

function MyAccountItem() {
  const translate = useTranslate();
  return (
    <MenuItem component={Link} to="/me">
      <ListItemIcon aria-hidden="true">⚙</ListItemIcon>
      <ListItemText>{translate('staff.me.title')}</ListItemText>
    </MenuItem>
  );
}

function StaffAppBar() {
  return (
    <AppBar
      color="primary"
      userMenu={
        <UserMenu>
          <MyAccountItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}

export function StaffLayout({ children }: { children: ReactNode }) {
  const [me, setMe] = useState<StaffMe | undefined>();
  useEffect(() => {
    void loadMe().then(setMe);
  }, []);
  if (me && !me.secondFactor) {
    return <EnrolScreen me={me} onDone={async () => setMe(await loadMe(true))} />;
  }
  return (
    // react-admin's layout is at least as wide as its content (`min-width: fit-content`):
    // here it follows the viewport, so the page reflows at 320 px and wide tables scroll
    // inside their own box (WCAG 1.4.10).
    <Layout appBar={StaffAppBar} menu={DeskMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}>
      {children}
    </Layout>
  );
}
