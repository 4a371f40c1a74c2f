import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { DeskDialog } from '../../orders/components/order-dialogs.tsx';
import { CommerceTable, type SettingsWrite, useSettingsForm } from './commerce-table.tsx';

/**
 * A commerce settings card (shipping methods, payment methods, warehouses, additional services; docs/decisions/021):
 * the SettingsCard frame, the saved rows as a table (a list of cards below 900 px, CommerceTable) with Edit, Delete
 * and Add, and one add/edit dialog on DeskDialog. A card gives its words, its columns and its form: the draft a row
 * opens as, the body a draft sends (the contract's schema judges it first) and the fields that edit the draft.
 */

type Column<R> = { label: string; value(row: R): ReactNode; align?: 'right' };

/** The 'Show to buyers' column of a row that buyers may or may not see (`showMethod`). */
export function showToBuyersColumn<R extends { showMethod: boolean }>(): Column<R> {
  return {
    label: t('consoleCommerceShowToBuyers'),
    value: (row) => (row.showMethod ? t('consoleCommerceShown') : t('consoleCommerceHidden')),
  };
}
type StringKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;
type BooleanKey<D> = { [K in keyof D]: D[K] extends boolean ? K : never }[keyof D] & string;
/** Every draft has a code (typed once, then fixed) and a position. */
type Draft = { code: string; sortOrder: string };

/** A TextField's binding: its label, value, change, and the field's message (else `help`) under it. */
type TextBinding = {
  label: string;
  value: string;
  onChange(e: { target: { value: string } }): void;
  error: boolean;
  helperText: string | undefined;
};

/** What a card's form fields edit the draft with. */
export type DraftFields<D extends Draft> = {
  draft: D;
  set<K extends keyof D>(key: K, value: D[K]): void;
  update(change: (d: D) => D): void;
  errors: Record<string, string>;
  /** A text field of `key`; its message is the contract's for `field` (default: the key). */
  text(key: StringKey<D>, label: string, opts?: { field?: string; help?: string }): TextBinding;
  /** The code: typed when adding, fixed when editing. */
  code: TextBinding & { disabled: boolean };
  /** The position among the rows. */
  sortOrder: TextBinding & { slotProps: { htmlInput: { inputMode: 'numeric' } } };
  /** A switch of `key` with its label. */
  toggle(key: BooleanKey<D>, label: string): ReactNode;
};

type DialogSpec<L, R, D extends Draft> = {
  /** The dialog's title when adding. */
  newTitle: string;
  wide?: boolean;
  draftOf(row: R | null): D;
  bodyOf(draft: D): unknown;
  schema: z.ZodType<{ label: string }>;
  fields(f: DraftFields<D>, row: R | null, saved: L): ReactNode;
};

export function SettingsListCard<L, R extends { code: string; label: string }, D extends Draft>(props: {
  api: { useList(): Parameters<typeof SettingsCard<L>>[0]['query']; useWrite(): SettingsWrite };
  /** Names the section: its heading's id is `<id>-heading`. */
  id: string;
  title: string;
  explanation: string;
  /** The rows' name inside 'The … could not be loaded.' */
  lowerName: string;
  loadingHeight: number;
  /** Names the table (default: the title). */
  tableLabel?: string;
  addLabel: string;
  empty: string;
  rowsOf(saved: L): readonly R[];
  /** A row's name in Edit, Delete and the phone card (default: its label). */
  nameOf?(row: R): string;
  columns(saved: L): readonly Column<NoInfer<R>>[];
  dialog: DialogSpec<L, R, D>;
}) {
  const list = props.api.useList();
  const write = props.api.useWrite();
  return (
    <SettingsCard
      headingId={`${props.id}-heading`}
      title={props.title}
      explanation={props.explanation}
      query={list}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={props.loadingHeight}
      errorLead={t('consoleCommerceCouldNotLoad', { name: props.lowerName })}
    >
      {(saved) => (
        <CommerceTable
          label={props.tableLabel ?? props.title}
          rows={props.rowsOf(saved)}
          nameOf={props.nameOf ?? ((row) => row.label)}
          addLabel={props.addLabel}
          empty={props.empty}
          remove={write}
          columns={props.columns(saved)}
          editor={(row, close) => (
            <RowDialog spec={props.dialog} row={row} saved={saved} write={write} onClose={close} />
          )}
        />
      )}
    </SettingsCard>
  );
}

function RowDialog<L, R extends { code: string; label: string }, D extends Draft>(props: {
  spec: DialogSpec<L, R, D>;
  row: R | null;
  saved: L;
  write: SettingsWrite;
  onClose(): void;
}) {
  const { spec, row } = props;
  const form = useSettingsForm(props.write, props.onClose);
  const [draft, setDraft] = useState(() => spec.draftOf(row));
  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: StringKey<D>, label: string, opts: { field?: string; help?: string } = {}) => {
    const message = form.errors[opts.field ?? key];
    return {
      label,
      value: draft[key] as string,
      onChange: (e: { target: { value: string } }) => set(key, e.target.value as D[typeof key]),
      error: Boolean(message),
      helperText: message ?? opts.help,
    };
  };
  const f: DraftFields<D> = {
    draft,
    set,
    update: setDraft,
    errors: form.errors,
    text,
    code: {
      ...text('code' as StringKey<D>, t('consoleCommerceCode'), { help: t('consoleCommerceCodeHelp') }),
      disabled: Boolean(row),
    },
    sortOrder: {
      ...text('sortOrder' as StringKey<D>, t('consoleCommerceSortOrder'), {
        help: t('consoleCommerceSortOrderHelp'),
      }),
      slotProps: { htmlInput: { inputMode: 'numeric' } },
    },
    toggle: (key, label) => (
      <FormControlLabel
        control={
          <Switch
            checked={draft[key] as boolean}
            onChange={(e) => set(key, e.target.checked as D[typeof key])}
          />
        }
        label={label}
      />
    ),
  };
  const submit = () => {
    const body = spec.bodyOf(draft);
    const parsed = spec.schema.safeParse(body);
    if (!parsed.success) return form.invalid(parsed.error);
    form.send(
      row ? { kind: 'update', code: row.code, body } : { kind: 'create', body },
      t('consoleCommerceSaved', { name: parsed.data.label }),
    );
  };
  return (
    <DeskDialog
      form={form}
      title={row ? t('consoleCommerceEditNamed', { name: row.label }) : spec.newTitle}
      submitLabel={t('consoleCommerceSave')}
      onSubmit={submit}
      wide={spec.wide}
    >
      {spec.fields(f, row, props.saved)}
    </DeskDialog>
  );
}
