/**
 * The home screen: who is signed in, until when, and what waits for them: each
 * feature's queue their roles give them (src/features/back-office.ts), a count and a
 * link to the screen that shows it. The task's text is its feature's (`key`, with
 * `smart_count` for the plural).
 */
import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StaffMe } from '#src/features/staff/contract.ts';
import { staffApi } from './api.ts';
import { loadMe } from './providers.ts';
import { ScreenCard } from './ScreenCard.tsx';
import { intlLocale } from './list-parts.tsx';

interface Task {
  key: string;
  count: number;
  href: string;
}

export function HomeScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [me, setMe] = useState<StaffMe | undefined>();
  const [tasks, setTasks] = useState<Task[] | undefined>();
  useEffect(() => {
    void loadMe().then(setMe);
    void staffApi<{ tasks: Task[] }>('home').then((home) => setTasks(home.tasks));
  }, []);
  const time = me ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Macau' }).format(new Date(me.sessionEndsAt)) : '';
  return (
    <ScreenCard title={translate('staff.home.title')}>
      {me && (
        <>
          <Typography>{translate('staff.home.greeting', { name: me.name })}</Typography>
          <Typography>{translate('staff.home.roles', { roles: me.roles.map((r) => translate(`staff.role.${r}`)).join(locale === 'zh-hant' ? '、' : ', ') })}</Typography>
          <Typography color="text.secondary">{translate('staff.home.sessionEnds', { time })}</Typography>
        </>
      )}
      {tasks && tasks.length === 0 && <Typography sx={{ mt: 2 }}>{translate('staff.home.nothing')}</Typography>}
      {tasks && tasks.length > 0 && (
        <>
          <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
            {translate('staff.home.waiting')}
          </Typography>
          <ul>
            {tasks.map((task) => (
              <li key={`${task.key}:${task.href}`}>
                <Link to={task.href.replace(/^\/staff(?=\/|$)/, '') || '/'}>{translate(task.key, { smart_count: task.count, count: task.count, _: `${task.key} (${String(task.count)})` })}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </ScreenCard>
  );
}
