/** The props every field of a module data form takes (DataField, and the rows of ListField and RecordField). */
import type { useTranslate } from 'react-admin';
import type { JsonSchema } from '../data-shape.ts';
import type { Path } from './list-ops.ts';

export interface FieldContext {
  /** Makes the fields' ids unique on the page (`data`, `texts.en.data`); an id is the prefix and the value's path. */
  idPrefix: string;
  lang?: string | undefined;
  /** The message to show on the field whose value is at this path (`statistics.1.releases.0.date`), if any. */
  errorAt: (path: string) => string | undefined;
  /** A field's label, from its name. */
  label: (key: string) => string;
  translate: ReturnType<typeof useTranslate>;
  /** The entry's data, where a record may take its keys from. */
  keySource?: unknown;
  /** Records whose keys come from the data: record path → path in the data (`statisticNames` → `statistics.key`). */
  recordKeys?: Readonly<Record<string, string>> | undefined;
  /** The row the fields belong to, when inside a list ("Statistic 2 of 7 (cpi)"): named by the buttons of nested lists. */
  owner?: string;
  /** Whether any error is at this path or below it (a folded list with one opens). */
  errorsUnder?: (path: string) => boolean;
}

export interface DataFieldProps {
  name: string;
  schema: JsonSchema;
  path: Path;
  value: unknown;
  onChange: (value: unknown) => void;
  required: boolean;
  ctx: FieldContext;
  /** Text the field's label starts with (which row it belongs to), for lists of plain values. */
  labelOverride?: string;
}
