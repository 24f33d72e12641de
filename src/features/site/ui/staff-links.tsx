/**
 * The footer and quick-link menus in the back office (issue 33): each menu as a list of
 * its links (the footer's columns with their links), each moved by buttons (up, down, and
 * in the footer into the column above or out of its column: no dragging), and a form per
 * link: its title in four languages, where it leads (a path of the site or an address),
 * shown or not, in a new window or not. A change is on the site at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BooleanInput, Create, DeleteButton, Edit, SaveButton, SimpleForm, TextInput, Toolbar, useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { LINK_MENU_NAMES, LINK_MENUS, linkNew, linkSave, type LinkMenu, type LinkRecord } from '#src/features/site/contract.ts';
import { SITE_PERMISSIONS } from '#src/features/site/permissions.ts';
import { FormErrorSummary } from '#src/features/staff/ui/FormErrorSummary.tsx';
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import { attempt, Message, type Notice } from './staff-common.tsx';
import { staffTitle } from './staff-title.ts';
import { StaffTitleLink } from './StaffTitleLink.tsx';

type Move = 'up' | 'down' | 'indent' | 'outdent';
const RESOURCE = 'menu-links';

function LinkName({ row }: { row: LinkRecord }) {
  const [locale] = useLocaleState();
  return <StaffTitleLink to={`/${RESOURCE}/${String(row.id)}`} shown={staffTitle(row.titles, locale)} otherwise={row.link} />;
}

function LinkLine({ row, rows, canEdit, onMove }: { row: LinkRecord; rows: LinkRecord[]; canEdit: boolean; onMove: (row: LinkRecord, action: Move) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = staffTitle(row.titles, locale)?.text ?? row.link;
  const levels = LINK_MENUS[row.menu].depth;
  const moves: Move[] = levels > 1 ? ['up', 'down', 'indent', 'outdent'] : ['up', 'down'];
  const children = rows.filter((r) => r.parentId === row.id);
  return (
    <li>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <LinkName row={row} />
        <Typography component="span" variant="body2" sx={{ color: row.broken ? 'error.main' : 'text.secondary', wordBreak: 'break-all' }}>
          {row.external ? row.link : `/${row.link}`}
          {row.broken ? ` · ${translate('staff.links.broken')}` : ''}
          {row.showInMenu ? '' : ` · ${translate('staff.menu.hidden')}`}
          {row.newWindow ? ` · ${translate('staff.links.newWindow')}` : ''}
        </Typography>
        {canEdit && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {moves.map((action) => (
              <Button key={action} size="small" variant="outlined" onClick={() => onMove(row, action)} aria-label={translate(`staff.links.move.${action}Of`, { title: name })}>
                {translate(`staff.menu.move.${action}`)}
              </Button>
            ))}
            {row.depth + 1 < levels && (
              <Button size="small" component={RouterLink} to={`/${RESOURCE}/create?menu=${row.menu}&parentId=${String(row.id)}`} aria-label={translate('staff.links.addUnderOf', { title: name })}>
                {translate('staff.links.addUnder')}
              </Button>
            )}
          </Box>
        )}
      </Box>
      {children.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: { xs: 1, sm: 3 } }}>
          {children.map((c) => (
            <LinkLine key={c.id} row={c} rows={rows} canEdit={canEdit} onMove={onMove} />
          ))}
        </Box>
      )}
    </li>
  );
}

/** The list screen: each menu with its links, moved by buttons. */
export function LinkMenusScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const [rows, setRows] = useState<LinkRecord[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const load = useCallback(async () => {
    const answer = await attempt<{ data: LinkRecord[] }>(RESOURCE);
    if (answer.ok) setRows(answer.data.data);
    else setNotice({ severity: 'error', text: answer.message });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const onMove = async (row: LinkRecord, action: Move) => {
    const answer = await attempt<LinkRecord>(`${RESOURCE}/${String(row.id)}/move`, { version: row.version, action });
    const title = staffTitle(row.titles, locale)?.text ?? row.link;
    setNotice(answer.ok ? { severity: 'success', text: translate('staff.links.moved', { title }) } : { severity: 'error', text: answer.message });
    await load();
  };
  return (
    <ScreenCard title={translate(`resources.${RESOURCE}.name`, { smart_count: 2 })}>
      <Typography sx={{ mb: 1 }}>{translate('staff.links.hint')}</Typography>
      <Message notice={notice} />
      {rows &&
        LINK_MENU_NAMES.map((menu) => (
          <Box component="section" key={menu} aria-labelledby={`links-${menu}`} sx={{ mt: 2 }}>
            <Typography component="h2" variant="h6" id={`links-${menu}`}>
              {translate(`staff.links.menu.${menu}`)}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(`staff.links.menuHint.${menu}`)}
            </Typography>
            {canEdit === true && (
              <Button variant="outlined" component={RouterLink} to={`/${RESOURCE}/create?menu=${menu}`} sx={{ mb: 1 }}>
                {translate(`staff.links.add.${menu}`)}
              </Button>
            )}
            <Box component="ul" aria-labelledby={`links-${menu}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows
                .filter((r) => r.menu === menu && r.parentId === null)
                .map((r) => (
                  <LinkLine key={r.id} row={r} rows={rows} canEdit={canEdit === true} onMove={(row, action) => void onMove(row, action)} />
                ))}
            </Box>
          </Box>
        ))}
    </ScreenCard>
  );
}

function LinkFields() {
  const translate = useTranslate();
  return (
    <>
      <FormErrorSummary />
      {LANGUAGES.map((l) => (
        <TextInput key={l} source={`titles.${l}`} label={translate('staff.links.titleIn', { lang: translate(`staff.lang.${l}`) })} slotProps={{ htmlInput: { lang: l } }} fullWidth />
      ))}
      <TextInput source="link" helperText={translate('staff.links.linkHint')} fullWidth />
      <BooleanInput source="showInMenu" />
      <BooleanInput source="newWindow" />
    </>
  );
}

export function LinkCreate() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const menu: LinkMenu = (LINK_MENU_NAMES as string[]).includes(search.get('menu') ?? '') ? (search.get('menu') as LinkMenu) : 'footer';
  const parent = Number(search.get('parentId'));
  const parentId = Number.isInteger(parent) && parent > 0 ? parent : null;
  return (
    <Create redirect="list" record={{ menu, parentId, titles: {}, link: '', showInMenu: true, newWindow: false }} title={translate(`staff.links.add.${menu}`)}>
      <SimpleForm resolver={zodResolver(linkNew) as never}>
        <Typography>{translate(parentId ? 'staff.links.newUnder' : 'staff.links.newEnd')}</Typography>
        <LinkFields />
      </SimpleForm>
    </Create>
  );
}

function LinkHeader() {
  const translate = useTranslate();
  const record = useRecordContext<LinkRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography>
        {translate(`staff.links.menu.${record.menu}`)} · {translate('staff.menu.itemVersion', { version: record.version })}
      </Typography>
      <Button component={RouterLink} to={`/${RESOURCE}`}>
        {translate('staff.links.back')}
      </Button>
    </Box>
  );
}

function LinkToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" redirect="list" />
    </Toolbar>
  );
}

export function LinkEdit() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'create' });
  return (
    <Edit mutationMode="pessimistic" redirect="list" title={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })} actions={false}>
      <LinkHeader />
      <SimpleForm resolver={zodResolver(linkSave) as never} toolbar={canEdit ? <LinkToolbar /> : false} disabled={canEdit !== true}>
        <LinkFields />
      </SimpleForm>
    </Edit>
  );
}

export const LINK_ACCESS = {
  list: SITE_PERMISSIONS['site.content.read'],
  edit: SITE_PERMISSIONS['site.content.read'],
  create: SITE_PERMISSIONS['site.content.edit'],
  delete: SITE_PERMISSIONS['site.content.edit'],
};
