/** The data forms' last resort: a value of no simple shape written as JSON, checked by the module's schema (never a choice, a list or a record of texts). */
import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function JsonField({ value, onValue, ...props }: { id: string; label: string; error: boolean; helperText: string | undefined; size: 'small'; sx: object; value: unknown; onValue: (v: unknown) => void }) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [bad, setBad] = useState(false);
  const translate = useTranslate();
  return (
    <Box sx={{ flex: '1 1 100%' }}>
      <TextField
        {...props}
        multiline
        minRows={3}
        fullWidth
        value={text}
        error={props.error || bad}
        helperText={bad ? translate('content.data.badJson') : props.helperText}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onValue(e.target.value.trim() === '' ? undefined : (JSON.parse(e.target.value) as unknown));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      <Typography variant="caption">{translate('content.data.jsonHint')}</Typography>
    </Box>
  );
}
