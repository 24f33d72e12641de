/**
 * "Fill from a template" on a complaint: the message templates the back office
 * publishes (`complaint-reply-…`, `complaint-staff-note-…`), in the complainant's
 * language or the nearest one, offered by the server (GET …/{id}/templates). Choosing
 * one puts its text in the reply or note field for the officer to edit.
 */
import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextFieldMui from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { OfferedTemplate } from '#src/features/complaints/contract.ts';
import { staffApi } from '#src/features/staff/ui/api.ts';

/** The templates offered for one complaint (none for those who may not handle it). */
export function useOfferedTemplates(id: string | number | undefined): OfferedTemplate[] {
  const [templates, setTemplates] = useState<OfferedTemplate[]>([]);
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    staffApi<{ data: OfferedTemplate[] }>(`complaints/${String(id)}/templates`)
      .then((r) => live && setTemplates(r.data))
      .catch(() => live && setTemplates([]));
    return () => {
      live = false;
    };
  }, [id]);
  return templates;
}

export function TemplatePicker({ id, label, templates, value, onPick }: { id: string; label: string; templates: readonly OfferedTemplate[]; value: string; onPick: (template: OfferedTemplate | null) => void }) {
  const translate = useTranslate();
  if (!templates.length) return null;
  return (
    <TextFieldMui
      select
      id={id}
      label={translate(label)}
      value={value}
      onChange={(e) => onPick(templates.find((t) => t.alias === e.target.value) ?? null)}
      sx={{ minWidth: 280, mb: 1, display: 'flex', maxWidth: 480 }}
      size="small"
    >
      <MenuItem value="">{translate('complaints.staff.noTemplate')}</MenuItem>
      {templates.map((t) => (
        <MenuItem key={t.alias} value={t.alias} lang={t.lang}>
          {t.fallback ? `${t.title} (${t.lang})` : t.title}
        </MenuItem>
      ))}
    </TextFieldMui>
  );
}
