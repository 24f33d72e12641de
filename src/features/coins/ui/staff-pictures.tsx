/**
 * The pictures of a coin issue in its form (issue 34): the pictures it shows, in order
 * (move up, remove), a new one uploaded (checked on the server as the public uploads
 * are: name, type by content signature, 5 MB), or one chosen from the stored pictures.
 * The field holds the files' ids; the names and previews come from the record's
 * `pictureFiles` and from the calls that answer them.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { MAX_PICTURES, type IssuePicture } from '../staff-contract.ts';

function PictureItem({ picture, index, count, disabled, onMove, onRemove }: { picture: IssuePicture | undefined; index: number; count: number; disabled: boolean; onMove: () => void; onRemove: () => void }) {
  const translate = useTranslate();
  const name = picture?.name ?? '';
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      {picture && <Box component="img" src={picture.url} alt="" sx={{ width: 64, height: 64, objectFit: 'contain', border: 1, borderColor: 'grey.400' }} />}
      <Typography component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {index + 1}. {name}
      </Typography>
      {!disabled && index > 0 && (
        <Button size="small" variant="outlined" onClick={onMove} aria-label={translate('coins.catalogue.moveUpOf', { name })}>
          {translate('coins.catalogue.moveUp')}
        </Button>
      )}
      {!disabled && (
        <Button size="small" variant="outlined" color="error" onClick={onRemove} aria-label={translate('coins.catalogue.removeOf', { name })}>
          {translate('coins.catalogue.remove')}
        </Button>
      )}
      {count > 1 && index === 0 && <Typography variant="body2">{translate('coins.catalogue.firstShown')}</Typography>}
    </Box>
  );
}

/** The list with the item at `index` one place earlier. */
function moveUp(ids: readonly number[], index: number): number[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index - 1, 0, item);
  return next;
}

function usePictureBook() {
  const record = useRecordContext<{ pictureFiles?: IssuePicture[] }>();
  const [known, setKnown] = useState<Map<number, IssuePicture>>(() => new Map((record?.pictureFiles ?? []).map((p) => [p.id, p])));
  const [stored, setStored] = useState<IssuePicture[]>([]);
  useEffect(() => {
    let live = true;
    staffApi<{ data: IssuePicture[] }>('coin-issues/pictures')
      .then((answer) => {
        if (!live) return;
        setStored(answer.data);
        setKnown((old) => new Map([...answer.data.map((p) => [p.id, p] as const), ...old]));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const learn = (picture: IssuePicture) => {
    setKnown((old) => new Map(old).set(picture.id, picture));
    setStored((old) => [picture, ...old.filter((p) => p.id !== picture.id)]);
  };
  return { known, stored, learn };
}

export function PicturesInput({ disabled = false }: { disabled?: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<number[]>({ source: 'pictures', defaultValue: [] });
  const ids: number[] = Array.isArray(field.value) ? field.value : [];
  const { known, stored, learn } = usePictureBook();
  const fileRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (next: number[]) => field.onChange(next);
  const add = (picture: IssuePicture) => {
    learn(picture);
    if (!ids.includes(picture.id)) set([...ids, picture.id]);
    setProblem('');
    setStatus(translate('coins.catalogue.pictureAdded', { name: picture.name }));
  };
  const upload = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setProblem(translate('coins.catalogue.noPicture'));
      return;
    }
    const body = new FormData();
    body.append('picture', file, file.name);
    setBusy(true);
    try {
      add(await staffApi<IssuePicture>('coin-issues/pictures', { body }));
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setStatus('');
      setProblem(error instanceof StaffApiError ? (error.fields[0]?.message ?? error.message) : translate('staff.errors.network'));
    } finally {
      setBusy(false);
    }
  };
  const full = ids.length >= MAX_PICTURES;
  const error = fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : '';
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }} aria-describedby="coin-pictures-help">
      <Typography component="legend" variant="h6">
        {translate('coins.catalogue.pictures')}
      </Typography>
      <Typography id="coin-pictures-help" variant="body2" sx={{ mb: 1 }}>
        {translate('coins.catalogue.picturesHelp')}
      </Typography>
      {/* The summary's link lands here: the field's name is the list's. */}
      <input type="hidden" name="pictures" id="coin-pictures" />
      {error && (
        <Typography color="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Typography>
      )}
      {ids.length === 0 ? (
        <Typography sx={{ mb: 1 }}>{translate('coins.catalogue.noPictures')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {ids.map((id, index) => (
            <PictureItem
              key={id}
              picture={known.get(id)}
              index={index}
              count={ids.length}
              disabled={disabled}
              onMove={() => set(moveUp(ids, index))}
              onRemove={() => set(ids.filter((other) => other !== id))}
            />
          ))}
        </Box>
      )}
      {!disabled && !full && (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
          <Box>
            <Typography component="label" htmlFor="coin-picture-file" sx={{ display: 'block', fontWeight: 600 }}>
              {translate('coins.catalogue.uploadLabel')}
            </Typography>
            <input ref={fileRef} id="coin-picture-file" type="file" accept="image/png,image/jpeg,image/gif" aria-describedby="coin-pictures-help" style={{ maxWidth: '100%' }} />
            <Box sx={{ mt: 1 }}>
              <Button variant="outlined" onClick={() => void upload()} disabled={busy}>
                {translate('coins.catalogue.upload')}
              </Button>
            </Box>
          </Box>
          {stored.length > 0 && (
            <Box>
              <MuiTextField
                select
                id="coin-picture-stored"
                label={translate('coins.catalogue.chooseStored')}
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{translate('coins.catalogue.chooseOne')}</option>
                {stored
                  .filter((p) => !ids.includes(p.id))
                  .map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {p.name}
                    </option>
                  ))}
              </MuiTextField>
              <Button
                sx={{ mt: 1 }}
                variant="outlined"
                onClick={() => {
                  const picture = stored.find((p) => String(p.id) === chosen);
                  if (picture) add(picture);
                  setChosen('');
                }}
              >
                {translate('coins.catalogue.addChosen')}
              </Button>
            </Box>
          )}
        </Box>
      )}
      {problem && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
      <Typography role="status" sx={{ mt: 1 }}>
        {status}
      </Typography>
    </Box>
  );
}
