/** Form fields and the page frame of the screens outside the back office's layout (sign-in, links, enrolment). */
import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslate } from 'ra-core';

export function FormField<T extends FieldValues>({ form, name, id, label, hint, ...rest }: { form: UseFormReturn<T, unknown, FieldValues>; name: Path<T>; id: string; label: string; hint?: string } & Omit<TextFieldProps, 'name' | 'id' | 'label'>) {
  const translate = useTranslate();
  const error = form.formState.errors[name] as { message?: string } | undefined;
  const message = error?.message ? translate(error.message, { _: error.message }) : undefined;
  return (
    <TextField
      {...form.register(name)}
      {...rest}
      id={id}
      label={label}
      error={!!error}
      helperText={message ?? hint}
      fullWidth
      margin="normal"
      slotProps={{ htmlInput: { 'aria-invalid': !!error }, formHelperText: { id: `${id}-help` } }}
    />
  );
}

/** A centred card with the site's name: the frame of the screens before sign-in. */
export function DoorFrame({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', bgcolor: 'grey.100', p: { xs: 1, sm: 4 } }}>
      <Paper sx={{ width: '100%', maxWidth: 480, p: { xs: 2, sm: 4 }, mt: { xs: 1, sm: 6 } }}>
        <Typography variant="overline" component="p">
          {translate('staff.app.title')}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
