/** Step 2 of the application: the banknote and coin lines (the kit's RepeatableLines) and the total of pieces. */
import type { UseFieldArrayReturn } from 'react-hook-form';
import { Field } from '#src/features/forms/ui/Field.tsx';
import { format } from '#src/features/forms/ui/messages.ts';
import { RepeatableLines } from '#src/features/forms/ui/RepeatableLines.tsx';
import { COIN_DENOMINATIONS, NOTE_BANKS, NOTE_DENOMINATIONS } from '#src/features/reproduction/rules.ts';
import { MAX_LINES } from '../contract.ts';
import type { FormValues } from './form-values.ts';
import type { StepProps } from './step-props.ts';
import { applicationTexts } from './texts.ts';

interface ItemsStepProps extends StepProps {
  notes: UseFieldArrayReturn<FormValues, 'banknotes'>;
  coins: UseFieldArrayReturn<FormValues, 'coins'>;
  total: number;
}

/** A select of `values`, each shown as `text(value)`. */
function Options({ values, text }: { values: readonly string[]; text: (value: string) => string }) {
  return values.map((v) => (
    <option key={v} value={v}>
      {text(v)}
    </option>
  ));
}

export function ItemsStep({ m, register, errorAt, notes, coins, total }: ItemsStepProps) {
  const { bankName, mop, noteLegend, coinLegend } = applicationTexts(m);
  return (
    <>
      <RepeatableLines
        id="repro-notes"
        legend={m['reproduction.banknotes']}
        keys={notes.fields.map((f) => f.id)}
        lineLegend={noteLegend}
        addText={m['reproduction.addBanknote']}
        removeText={(i) => format(m['reproduction.removeLine'], { line: noteLegend(i) })}
        onAdd={() => notes.append({ bank: 'bnu', denomination: '10', quantity: '', sides: 'double', other: '' })}
        onRemove={(i) => notes.remove(i)}
        max={MAX_LINES}
        error={errorAt('banknotes')}
        renderLine={(i) => (
          <>
            <Field id={`repro-notes-${i}-first`} label={m['reproduction.calc.bank']} error={errorAt(`banknotes.${i}.bank`)} required>
              {(p) => (
                <select {...p} {...register(`banknotes.${i}.bank`)}>
                  <Options values={NOTE_BANKS} text={bankName} />
                </select>
              )}
            </Field>
            <Field id={`repro-notes-${i}-denomination`} label={m['reproduction.calc.denomination']} error={errorAt(`banknotes.${i}.denomination`)} required>
              {(p) => (
                <select {...p} {...register(`banknotes.${i}.denomination`)}>
                  <Options values={NOTE_DENOMINATIONS} text={mop} />
                </select>
              )}
            </Field>
            <Field id={`repro-notes-${i}-quantity`} label={m['reproduction.quantity']} error={errorAt(`banknotes.${i}.quantity`)} required>
              {(p) => <input {...p} {...register(`banknotes.${i}.quantity`)} type="text" inputMode="numeric" maxLength={7} />}
            </Field>
            <Field id={`repro-notes-${i}-sides`} label={m['reproduction.sides']} group required>
              {() => (
                <>
                  {(['single', 'double'] as const).map((s) => (
                    <div className="form-choice" key={s}>
                      <input type="radio" id={`repro-notes-${i}-sides-${s}`} value={s} {...register(`banknotes.${i}.sides`)} />
                      <label htmlFor={`repro-notes-${i}-sides-${s}`}>{m[`reproduction.sides.${s}`]}</label>
                    </div>
                  ))}
                </>
              )}
            </Field>
            <Field id={`repro-notes-${i}-other`} label={m['reproduction.other']} error={errorAt(`banknotes.${i}.other`)} optionalText={m['form.optional']}>
              {(p) => <input {...p} {...register(`banknotes.${i}.other`)} type="text" maxLength={200} />}
            </Field>
          </>
        )}
      />
      <RepeatableLines
        id="repro-coins"
        legend={m['reproduction.coins']}
        keys={coins.fields.map((f) => f.id)}
        lineLegend={coinLegend}
        addText={m['reproduction.addCoin']}
        removeText={(i) => format(m['reproduction.removeLine'], { line: coinLegend(i) })}
        onAdd={() => coins.append({ denomination: '1', quantity: '' })}
        onRemove={(i) => coins.remove(i)}
        max={MAX_LINES}
        renderLine={(i) => (
          <>
            <Field id={`repro-coins-${i}-first`} label={m['reproduction.calc.denomination']} error={errorAt(`coins.${i}.denomination`)} required>
              {(p) => (
                <select {...p} {...register(`coins.${i}.denomination`)}>
                  <Options values={COIN_DENOMINATIONS} text={mop} />
                </select>
              )}
            </Field>
            <Field id={`repro-coins-${i}-quantity`} label={m['reproduction.quantity']} error={errorAt(`coins.${i}.quantity`)} required>
              {(p) => <input {...p} {...register(`coins.${i}.quantity`)} type="text" inputMode="numeric" maxLength={7} />}
            </Field>
          </>
        )}
      />
      <p aria-live="polite" data-testid="repro-total">
        <strong>{format(m['reproduction.total'], { total })}</strong>
      </p>
    </>
  );
}
