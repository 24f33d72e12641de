/**
 * The main menu in the back office (issue 33): the tree of menu items with buttons to
 * move each one (up, down, indent, outdent: no dragging), an item's fields (path
 * segment, titles in four languages, shown in the menu, external address, new
 * window, template and module), "move under…", and its page's texts with the
 * publishing editor's rich text, submitted for review and published by a second person.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BooleanInput, Create, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useCanAccess, useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { PAGE_MODULES } from '#src/lib/modules.ts';
import { EDITABLE_TEMPLATES, menuItemNew, menuItemSave, type MenuItemRecord, type MenuTreeRow } from '#src/features/site/contract.ts';
import { SITE_PERMISSIONS } from '#src/features/site/permissions.ts';
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import { FormErrorSummary } from '#src/features/staff/ui/FormErrorSummary.tsx';
import { PageTextsPanel } from './staff-page-texts.tsx';

import { attempt, Message, type Notice } from './staff-common.tsx';
import { staffTitle } from './staff-title.ts';
import { StaffTitleLink } from './StaffTitleLink.tsx';

type Move = 'up' | 'down' | 'indent' | 'outdent';

function TreeNode({ row, rows, depth, onMove, canEdit }: { row: MenuTreeRow; rows: MenuTreeRow[]; depth: number; onMove: (row: MenuTreeRow, action: Move) => void; canEdit: boolean }) {
  const translate = useTranslate();
  const children = rows.filter((r) => r.parentId === row.id);
  const [open, setOpen] = useState(false);
  const listId = `menu-children-${String(row.id)}`;
  const [locale] = useLocaleState();
  const shown = staffTitle(row.titles, locale);
  const name = shown?.text ?? row.path;
  return (
    <li>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {children.length > 0 && (
          <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} aria-label={translate(open ? 'staff.menu.collapse' : 'staff.menu.expand', { title: name })}>
            {open ? '−' : '+'}
          </Button>
        )}
        <StaffTitleLink to={`/menu-items/${String(row.id)}`} shown={shown} otherwise={row.path} />
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
          /{row.path} · {translate(`staff.menu.status.${row.status}`)}
          {row.review === 'submitted' ? ` · ${translate('staff.review.state.submitted')}` : ''}
          {row.showInMenu ? '' : ` · ${translate('staff.menu.hidden')}`}
        </Typography>
        {canEdit && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {(['up', 'down', 'indent', 'outdent'] as const).map((action) => (
              <Button key={action} size="small" variant="outlined" onClick={() => onMove(row, action)} aria-label={translate(`staff.menu.move.${action}Of`, { title: name })}>
                {translate(`staff.menu.move.${action}`)}
              </Button>
            ))}
            <Button size="small" component={RouterLink} to={`/menu-items/create?parentId=${String(row.id)}`} aria-label={translate('staff.menu.addUnderOf', { title: name })}>
              {translate('staff.menu.addUnder')}
            </Button>
          </Box>
        )}
      </Box>
      {children.length > 0 && open && (
        <Box component="ul" id={listId} sx={{ listStyle: 'none', m: 0, pl: { xs: 1, sm: 3 } }}>
          {children.map((c) => (
            <TreeNode key={c.id} row={c} rows={rows} depth={depth + 1} onMove={onMove} canEdit={canEdit} />
          ))}
        </Box>
      )}
    </li>
  );
}

/** The tree screen: every item of the main menu, its sub-pages shown on request, each moved by buttons. */
export function MenuTreeScreen() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'menu-items', action: 'create' });
  const [rows, setRows] = useState<MenuTreeRow[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const load = useCallback(async () => {
    const answer = await attempt<{ data: MenuTreeRow[] }>('menu-items');
    if (answer.ok) setRows(answer.data.data);
    else setNotice({ severity: 'error', text: answer.message });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const [locale] = useLocaleState();
  const onMove = async (row: MenuTreeRow, action: Move) => {
    const answer = await attempt<MenuItemRecord>(`menu-items/${String(row.id)}/move`, { version: row.version, action });
    const title = staffTitle(row.titles, locale)?.text ?? row.path;
    setNotice(answer.ok ? { severity: 'success', text: translate('staff.menu.moved', { title, path: answer.data.path }) } : { severity: 'error', text: answer.message });
    await load();
  };
  return (
    <ScreenCard title={translate('resources.menu-items.name', { smart_count: 2 })}>
      <Typography sx={{ mb: 1 }}>{translate('staff.menu.treeHint')}</Typography>
      {canEdit === true && (
        <Button variant="contained" component={RouterLink} to="/menu-items/create" sx={{ mb: 2 }}>
          {translate('staff.menu.addTop')}
        </Button>
      )}
      <Message notice={notice} />
      {rows && (
        <Box component="ul" aria-label={translate('resources.menu-items.name', { smart_count: 2 })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows
            .filter((r) => r.parentId === null)
            .map((r) => (
              <TreeNode key={r.id} row={r} rows={rows} depth={0} onMove={(row, action) => void onMove(row, action)} canEdit={canEdit === true} />
            ))}
        </Box>
      )}
    </ScreenCard>
  );
}

/** The item's own fields, in the react-admin form (validated by the contract's schema, on the server again). */
function ItemFields() {
  const translate = useTranslate();
  return (
    <>
      <FormErrorSummary />
      <TextInput source="slug" helperText={translate('staff.menu.slugHint')} />
      {LANGUAGES.map((l) => (
        <TextInput key={l} source={`titles.${l}`} label={translate('staff.menu.titleIn', { lang: translate(`staff.lang.${l}`) })} slotProps={{ htmlInput: { lang: l } }} fullWidth />
      ))}
      <BooleanInput source="showInMenu" />
      <TextInput source="url" type="url" helperText={translate('staff.menu.urlHint')} fullWidth />
      <BooleanInput source="newWindow" />
      <SelectInput source="template" choices={EDITABLE_TEMPLATES.map((t) => ({ id: t, name: translate(`staff.menu.template.${t}`) }))} />
      <SelectInput source="module" emptyText={translate('staff.menu.noModule')} choices={PAGE_MODULES.map((m) => ({ id: m, name: m }))} helperText={translate('staff.menu.moduleHint')} />
    </>
  );
}

const EMPTY_ITEM = { slug: '', titles: {}, showInMenu: true, url: '', newWindow: false, template: 'two-column', module: 'generic-page' };

export function MenuItemCreate() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const parent = Number(search.get('parentId'));
  const parentId = Number.isInteger(parent) && parent > 0 ? parent : null;
  return (
    <Create redirect="edit" record={{ ...EMPTY_ITEM, parentId }} title={translate('staff.menu.newTitle')}>
      <SimpleForm resolver={zodResolver(menuItemNew) as never}>
        <Typography>{translate(parentId ? 'staff.menu.newUnder' : 'staff.menu.newTop')}</Typography>
        <ItemFields />
      </SimpleForm>
    </Create>
  );
}

function ItemToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function MenuItemEdit() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'menu-items', action: 'create' });
  return (
    <Edit mutationMode="pessimistic" redirect={false} title={translate('resources.menu-items.name', { smart_count: 1 })} actions={false}>
      <ItemHeader />
      <SimpleForm resolver={zodResolver(menuItemSave) as never} toolbar={canEdit ? <ItemToolbar /> : false} disabled={canEdit !== true}>
        <Typography component="h2" variant="h6">
          {translate('staff.menu.itemSection')}
        </Typography>
        <ItemFields />
      </SimpleForm>
      {canEdit === true && <MovePanel />}
      <PageTextsPanel />
    </Edit>
  );
}

function ItemHeader() {
  const translate = useTranslate();
  const record = useRecordContext<MenuItemRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="p">
        {translate('staff.menu.address')}: <code>/{record.path}</code> · {translate(`staff.menu.status.${record.status}`)} · {translate('staff.menu.itemVersion', { version: record.version })}
      </Typography>
      {record.status === 'draft' && <Typography>{translate('staff.menu.draftHint')}</Typography>}
      {record.redirects.length > 0 && (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ mt: 1 }}>
            {translate('staff.menu.redirects')}
          </Typography>
          <ul>
            {record.redirects.map((r) => (
              <li key={r.fromPath}>
                <code>/{r.fromPath}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <Button component={RouterLink} to="/menu-items">
        {translate('staff.menu.backToTree')}
      </Button>
    </Box>
  );
}

/** "Move under…": a new parent chosen from the tree (not the item itself nor its own sub-pages). */
function MovePanel() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const record = useRecordContext<MenuItemRecord>();
  const [rows, setRows] = useState<MenuTreeRow[]>([]);
  const [parent, setParent] = useState('top');
  const [notice, setNotice] = useState<Notice>(null);
  const [locale] = useLocaleState();
  useEffect(() => {
    void attempt<{ data: MenuTreeRow[] }>('menu-items').then((a) => a.ok && setRows(a.data.data));
  }, []);
  if (!record) return null;
  const titleOf = (r: MenuTreeRow) => staffTitle(r.titles, locale)?.text ?? r.path;
  const choices = rows.filter((r) => r.path !== record.path && !r.path.startsWith(`${record.path}/`) && !r.url);
  const move = async () => {
    const answer = await attempt<MenuItemRecord>(`menu-items/${String(record.id)}/move`, { version: record.version, action: 'under', parentId: parent === 'top' ? null : Number(parent) });
    setNotice(answer.ok ? { severity: 'success', text: translate('staff.menu.moved', { title: titleOf(record), path: answer.data.path }) } : { severity: 'error', text: answer.message });
    if (answer.ok) refresh();
  };
  return (
    <Box component="section" aria-labelledby="move-title" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h2" variant="h6" id="move-title">
        {translate('staff.menu.moveUnder')}
      </Typography>
      <Typography variant="body2">{translate('staff.menu.moveHint')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <TextField select size="small" label={translate('staff.menu.newParent')} value={parent} onChange={(e) => setParent(e.target.value)} sx={{ minWidth: '14rem', maxWidth: '100%' }}>
          <MenuItem value="top">{translate('staff.menu.topLevel')}</MenuItem>
          {choices.map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {'— '.repeat(r.depth)}
              {titleOf(r)} (/{r.path})
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void move()}>
          {translate('staff.menu.moveButton')}
        </Button>
      </Box>
      <Message notice={notice} />
      <DeleteItem record={record} />
    </Box>
  );
}

function DeleteItem({ record }: { record: MenuItemRecord }) {
  const translate = useTranslate();
  const [notice, setNotice] = useState<Notice>(null);
  const [locale] = useLocaleState();
  const { canAccess: canPublish } = useCanAccess({ resource: 'menu-items', action: 'delete' });
  if (record.status !== 'draft' && canPublish !== true) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        color="error"
        variant="outlined"
        onClick={async () => {
          if (!window.confirm(translate('staff.menu.removeConfirm', { title: staffTitle(record.titles, locale)?.text ?? record.path }))) return;
          const answer = await attempt(`menu-items/${String(record.id)}/delete`, { version: record.version });
          if (answer.ok) window.location.assign('/staff/menu-items');
          else setNotice({ severity: 'error', text: answer.message });
        }}
      >
        {translate('staff.menu.remove')}
      </Button>
      <Message notice={notice} />
    </Box>
  );
}

export const MENU_ACCESS = {
  list: SITE_PERMISSIONS['site.content.read'],
  edit: SITE_PERMISSIONS['site.content.read'],
  create: SITE_PERMISSIONS['site.content.edit'],
  delete: SITE_PERMISSIONS['site.content.publish'],
};
