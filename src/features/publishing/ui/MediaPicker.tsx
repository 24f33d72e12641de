/**
 * Choosing a file from the media library (the editor's image and file pickers): a
 * search field and the matching files as buttons, all reachable by keyboard. The
 * caller asks for what it needs at insertion (an image's text alternative).
 */
import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { staffApi } from '#src/features/staff/ui/api.ts';
import type { MediaRecord } from '../media/contract.ts';
import { MediaThumb } from './MediaThumb.tsx';

export function MediaPicker({ kind, onChoose, onCancel }: { kind?: 'image' | 'document' | undefined; onChoose: (media: MediaRecord) => void; onCancel: () => void }) {
  const translate = useTranslate();
  const headingId = useId();
  const [q, setQ] = useState('');
  const [items, setItems] = useState<MediaRecord[]>([]);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      staffApi<{ data: MediaRecord[] }>('media', { query: { q, kind, perPage: 12, sort: 'updatedAt', order: 'DESC' } }).then(
        (answer) => live && setItems(answer.data),
        (err: unknown) => live && setError(err instanceof Error ? err.message : String(err)),
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, kind]);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, my: 1 }}>
      <Typography component="h3" variant="subtitle1" id={headingId}>
        {translate(kind === 'image' ? 'content.media.chooseImage' : 'content.media.chooseFile')}
      </Typography>
      <TextField size="small" label={translate('content.media.search')} value={q} onChange={(e) => setQ(e.target.value)} sx={{ my: 1 }} />
      {error && <Typography role="alert">{error}</Typography>}
      {items.length === 0 ? (
        <Typography role="status">{translate('content.media.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {items.map((m) => (
            <li key={m.id}>
              <Button variant="outlined" onClick={() => onChoose(m)} sx={{ textTransform: 'none', gap: 1 }}>
                <MediaThumb media={m} max={64} />
                {translate('content.media.choose', { title: m.title })}
                {m.width && m.height ? ` (${m.name}, ${String(m.width)}×${String(m.height)})` : ` (${m.name})`}
              </Button>
            </li>
          ))}
        </Box>
      )}
      <Button onClick={onCancel} sx={{ mt: 1 }}>
        {translate('content.media.cancel')}
      </Button>
    </Box>
  );
}
