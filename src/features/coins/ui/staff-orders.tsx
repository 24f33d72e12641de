/**
 * The coin order screens of the back office (issue 34): the queue with its filters and
 * search, one order with its lines, timeline and notes and only the actions open to it
 * (each asked for in a dialog; the steps that cannot be undone say so), and the
 * cashier's daily lists download.
 */
import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  Datagrid,
  DateInput,
  FunctionField,
  Link,
  List,
  SearchInput,
  SelectInput,
  Show,
  ShowButton,
  TextField,
  TextInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { intlLocale, LIST_SX, StaffDateField } from '#src/features/staff/ui/list-parts.tsx';
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import { NOTE_MAX, ORDER_ACTIONS, ORDER_STATUSES, type OrderAction, type OrderDetail } from '../staff-contract.ts';

function useMoney() {
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'MOP', currencyDisplay: 'code' });
  return (amount: unknown) => format.format(Number(amount ?? 0));
}

function StatusField({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`coins.staff.status.${String(record.status)}`)}</>;
}

function useStatusChoices() {
  const translate = useTranslate();
  return ORDER_STATUSES.map((status) => ({ id: status, name: translate(`coins.staff.status.${status}`) }));
}

function DailyListsLink() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/coin-orders/daily-lists" variant="outlined" size="small" sx={{ my: 1 }}>
      {translate('coins.staff.daily.open')}
    </Button>
  );
}

export function CoinOrderList() {
  const money = useMoney();
  const choices = useStatusChoices();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('coins.staff.search')} aria-label={translate('coins.staff.search')} />,
    <SelectInput key="status" source="status" choices={choices} alwaysOn />,
    <TextInput key="coin" source="coin" alwaysOn helperText="coins.staff.coinHint" />,
    <DateInput key="from" source="from" label="coins.staff.from" />,
    <DateInput key="to" source="to" label="coins.staff.to" />,
  ];
  return (
    <List sx={LIST_SX} filters={filters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false} actions={<DailyListsLink />}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="reference" />
        <StaffDateField source="createdAt" />
        <FunctionField source="status" render={(record: RaRecord) => <StatusField record={record} />} />
        <TextField source="name" sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="phone" sortable={false} />
        <FunctionField source="total" render={(record: RaRecord) => money(record.total)} />
        <StaffDateField source="payBy" />
        {/* A link per row: only a link opens it by keyboard. */}
        <ShowButton />
      </Datagrid>
    </List>
  );
}

/** An action's button and its dialog: an optional note; for a cancellation, whether the buyer asked. */
function ActionButton({ order, action }: { order: OrderDetail; action: OrderAction }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [byBuyer, setByBuyer] = useState(false);
  const [busy, setBusy] = useState(false);
  const final = ORDER_ACTIONS[action].confirm;
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await staffApi(`coin-orders/${String(order.id)}/${action}`, { body: { version: order.version, ...(note.trim() ? { note: note.trim() } : {}), ...(action === 'cancel' ? { byBuyer } : {}) } });
      notify(`coins.staff.done.${action}`, { type: 'success', messageArgs: { reference: order.reference } });
      setOpen(false);
      setNote('');
    } catch (error) {
      notify(error instanceof StaffApiError ? error.message : 'staff.errors.network', { type: 'error' });
      setOpen(false);
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const titleId = `coin-action-${action}-title`;
  return (
    <>
      <Button variant={action === 'cancel' ? 'outlined' : 'contained'} color={action === 'cancel' ? 'error' : 'primary'} onClick={() => setOpen(true)}>
        {translate(`coins.staff.action.${action}`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id={titleId}>{translate(`coins.staff.confirm.${action}`, { reference: order.reference })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`coins.staff.explain.${action}`)}</DialogContentText>
            {final && <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{translate('coins.staff.cannotUndo')}</DialogContentText>}
            {action === 'cancel' && <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={byBuyer} onChange={(e) => setByBuyer(e.target.checked)} />} label={translate('coins.staff.byBuyer')} />}
            <MuiTextField
              label={translate('coins.staff.noteOptional')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" color={action === 'cancel' ? 'error' : 'primary'} disabled={busy}>
              {translate(`coins.staff.action.${action}`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

function NoteForm({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    try {
      await staffApi(`coin-orders/${String(order.id)}/note`, { body: { version: order.version, note } });
      setNote('');
      setProblem('');
      notify('coins.staff.noteAdded', { type: 'success' });
    } catch (error) {
      setProblem(error instanceof StaffApiError ? (error.fields[0]?.message ?? error.message) : translate('staff.errors.network'));
    }
    refresh();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <MuiTextField
        id="coin-order-note"
        label={translate('coins.staff.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={!!problem}
        helperText={problem || ' '}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      />
      <Button type="submit" variant="outlined">
        {translate('coins.staff.addNote')}
      </Button>
    </form>
  );
}

function When({ at }: { at: string }) {
  const [locale] = useLocaleState();
  return <>{new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Macau' }).format(new Date(at))}</>;
}

function OrderBody() {
  const order = useRecordContext<OrderDetail & RaRecord>();
  const translate = useTranslate();
  const money = useMoney();
  // The queue's row stands in while the order itself loads: it has no lines or timeline yet.
  if (!order || !Array.isArray(order.lines)) return null;
  const status = (s: string | null) => (s ? translate(`coins.staff.status.${s}`) : '');
  const row = (label: string, value: string) => (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </>
  );
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 3, minWidth: 0 }}>
      <Box component="section" aria-labelledby="coin-order-summary">
        <Typography id="coin-order-summary" component="h2" variant="h6">
          {translate('coins.staff.orderTitle', { reference: order.reference })}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {row(translate('resources.coin-orders.fields.status'), status(order.status))}
          {order.payBy && row(translate('resources.coin-orders.fields.payBy'), new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Macau' }).format(new Date(order.payBy)))}
          {row(translate('resources.coin-orders.fields.name'), order.name)}
          {row(translate('coins.staff.address'), order.address)}
          {row(translate('resources.coin-orders.fields.phone'), order.phone)}
          {row(translate('resources.coin-orders.fields.email'), order.email)}
          {row(translate('coins.staff.delivery'), translate(`coins.staff.delivery.${order.delivery}`))}
          {row(translate('coins.staff.contactSlot'), translate(`coins.staff.slot.${order.contactSlot}`))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="coin-order-lines">
        <Typography id="coin-order-lines" component="h2" variant="h6">
          {translate('coins.staff.lines')}
        </Typography>
        <Box component="ul" sx={{ pl: 2 }}>
          {order.lines.map((l) => (
            <li key={l.slug}>
              {l.quantity} × {l.name}: {money(l.amount)}
            </li>
          ))}
          {order.deliveryCharge > 0 && <li>{translate('coins.staff.deliveryCharge', { amount: money(order.deliveryCharge) })}</li>}
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{translate('coins.staff.total', { amount: money(order.total) })}</Typography>
      </Box>
      <Box component="section" aria-labelledby="coin-order-actions">
        <Typography id="coin-order-actions" component="h2" variant="h6">
          {translate('coins.staff.next')}
        </Typography>
        {order.actions.length === 0 ? (
          <Typography>{translate('coins.staff.closed')}</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {order.actions.map((action) => (
              <ActionButton key={action} order={order} action={action} />
            ))}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="coin-order-timeline">
        <Typography id="coin-order-timeline" component="h2" variant="h6">
          {translate('coins.staff.timeline')}
        </Typography>
        <Box component="ol" sx={{ pl: 2 }}>
          {order.timeline.map((e) => (
            <li key={e.id}>
              <When at={e.at} />: {e.from ? translate('coins.staff.moved', { from: status(e.from), to: status(e.to) }) : status(e.to)}
              {e.actorName ? ` (${e.actorName})` : e.from ? ` (${translate('coins.staff.byShop')})` : ''}
              {e.note ? ` — ${e.note}` : ''}
            </li>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="coin-order-notes">
        <Typography id="coin-order-notes" component="h2" variant="h6">
          {translate('coins.staff.notes')}
        </Typography>
        {order.notes.length === 0 ? (
          <Typography>{translate('coins.staff.noNotes')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2 }}>
            {order.notes.map((n) => (
              <li key={n.id}>
                <When at={n.at} /> ({n.actorName}): {n.note}
              </li>
            ))}
          </Box>
        )}
        <NoteForm order={order} />
      </Box>
    </Box>
  );
}

export function CoinOrderShow() {
  return (
    <Show>
      <OrderBody />
    </Show>
  );
}

/** Today in Macao (YYYY-MM-DD). */
const macaoToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export function CoinDailyLists() {
  const translate = useTranslate();
  const [day, setDay] = useState(macaoToday);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    try {
      const lists = await staffApi<{ filename: string; contentType: string; content: string; payments: number; collections: number }>('coin-orders/daily-lists', { query: { day } });
      const bytes = Uint8Array.from(atob(lists.content), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: lists.contentType }));
      const link = document.createElement('a');
      link.href = url;
      link.download = lists.filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setProblem('');
      setMessage(translate('coins.staff.daily.done', { payments: lists.payments, collections: lists.collections }));
    } catch (error) {
      setMessage('');
      setProblem(error instanceof StaffApiError ? (error.fields[0]?.message ?? error.message) : translate('staff.errors.network'));
    }
  };
  return (
    <ScreenCard title={translate('coins.staff.daily.title')}>
      <Typography sx={{ mb: 2 }}>{translate('coins.staff.daily.intro')}</Typography>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <MuiTextField
          id="coin-daily-day"
          type="date"
          label={translate('coins.staff.daily.day')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          error={!!problem}
          helperText={problem || ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ mt: 1 }}>
          <Button type="submit" variant="contained">
            {translate('coins.staff.daily.download')}
          </Button>
        </Box>
      </form>
      <Typography role="status" sx={{ mt: 2 }}>
        {message}
      </Typography>
    </ScreenCard>
  );
}
