import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type StockListDisplaySettings,
  type StockListDisplaySettingsResponse,
  StockListDisplaySettings as StockListDisplaySettingsSchema,
} from '@portico/contract';
import { ApiError } from '@portico/web-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNotify } from '../../../components/notifier.tsx';
import { SettingsActions, SettingsCard } from '../../../components/settings-card.tsx';
import { t } from '../../../lib/i18n.ts';
import { fieldWords } from '../../audit/diff.ts';
import { useSaveStockListSettings, useStockListSettings } from '../api/stock-list-settings.ts';

/**
 * Settings › Stock list (C-056): how the buyers' stock list shows the stock — the filter headings (C-014), the
 * category names (C-013), the grade names and Grade Overview texts (C-016, C-057) and grade groups, what a card
 * shows at its corners (C-038, C-039), the quantity cap (P-006), a new alert's quantity (P-003) and the item
 * number's prefix and suffix (G-039). Checked by the contract's schema here, and by the server against the stock.
 */
export function StockListCard() {
  const settings = useStockListSettings();
  return (
    <SettingsCard
      headingId="stock-list-settings-heading"
      title={t('consoleStockList')}
      explanation={t('consoleStockListIntro')}
      query={settings}
      loadingLabel={t('consoleLoadingSettings')}
      loadingHeight={320}
      errorLead={t('consoleStockListCouldNotLoad')}
    >
      {(saved) => <StockListForm saved={saved} />}
    </SettingsCard>
  );
}

/** A grade group of the form; `id` keys its fields while groups are added and removed (not sent). */
type Group = { id: number; header: string; footer: string; grades: string[] };
type Form = {
  headings: string[];
  categories: string[];
  grades: { label: string; description: string }[];
  groups: Group[];
  showGradeIcon: boolean;
  top: string;
  bottom: string;
  maxQuantity: string;
  alertQuantity: string;
  prefix: string;
  suffix: string;
};

const formOf = (s: StockListDisplaySettingsResponse): Form => ({
  headings: s.attributeLabels.map((a) => a.label),
  categories: s.categories.map((c) => c.label),
  grades: s.grades.map((g) => ({ label: g.label, description: g.description })),
  groups: s.gradeFilterGroups.map((g, id) => ({ id, ...g, grades: [...g.grades] })),
  showGradeIcon: s.showGradeIcon,
  top: s.groupTopRightAttribute,
  bottom: s.groupBottomRightAttribute,
  maxQuantity: String(s.maxItemQuantityToBeDisplayed),
  alertQuantity: String(s.defaultAlertQuantity),
  prefix: s.itemNumberDescriptionPrefix,
  suffix: s.itemNumberDescriptionSuffix,
});

/** A whole number typed, else NaN (which the schema refuses with the field's own message). */
const wholeNumber = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN);

const bodyOf = (s: StockListDisplaySettingsResponse, f: Form): StockListDisplaySettings => ({
  attributeLabels: s.attributeLabels.map((a, i) => ({ attribute: a.attribute, label: f.headings[i] ?? '' })),
  categories: s.categories.map((c, i) => ({ code: c.code, label: f.categories[i] ?? '' })),
  grades: s.grades.map((g, i) => ({
    code: g.code,
    label: f.grades[i]?.label ?? '',
    description: f.grades[i]?.description ?? '',
  })),
  gradeFilterGroups: f.groups.map(({ header, footer, grades }) => ({ header, footer, grades })),
  showGradeIcon: f.showGradeIcon,
  groupTopRightAttribute: f.top,
  groupBottomRightAttribute: f.bottom,
  maxItemQuantityToBeDisplayed: wholeNumber(f.maxQuantity),
  defaultAlertQuantity: wholeNumber(f.alertQuantity),
  itemNumberDescriptionPrefix: f.prefix,
  itemNumberDescriptionSuffix: f.suffix,
});

function Section(props: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="h3"
        sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5, p: 0 }}
      >
        {props.title}
      </Typography>
      {props.intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {props.intro}
        </Typography>
      )}
      <Box sx={{ mt: props.intro ? 0 : 1.5 }}>{props.children}</Box>
    </Box>
  );
}

/** An item number to show the prefix and suffix around. */
const SAMPLE_ITEM_NUMBER = 'A2403-128-BLK';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function StockListForm({ saved }: { saved: StockListDisplaySettingsResponse }) {
  const notify = useNotify();
  const save = useSaveStockListSettings();
  const [form, setForm] = useState(() => formOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string>();
  const isDirty = JSON.stringify(form) !== JSON.stringify(formOf(saved));
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const gradeLabel = (code: string) => {
    const i = saved.grades.findIndex((g) => g.code === code);
    return i === -1 ? code : form.grades[i]?.label || code;
  };
  const ungrouped = saved.grades
    .map((g) => g.code)
    .filter((c) => !form.groups.some((g) => g.grades.includes(c)));
  const err = (path: string) => errors[path];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(undefined);
    const parsed = StockListDisplaySettingsSchema.safeParse(bodyOf(saved, form));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify(t('consoleStockListSaved')),
      onError: (error) => {
        const found: Record<string, string> = {};
        if (error instanceof ApiError) {
          for (const f of error.errors) if (f.field) found[f.field] ??= f.messageDescription;
        }
        if (Object.keys(found).length > 0) setErrors(found);
        else setServerError(error.message);
      },
    });
  };

  const example = `${form.prefix}${SAMPLE_ITEM_NUMBER}${form.suffix}`;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={4}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        {Object.keys(errors).length > 0 && <Alert severity="error">{Object.values(errors)[0]}</Alert>}

        <Section title={t('consoleStockListHeadings')} intro={t('consoleStockListHeadingsHelp')}>
          <Box sx={twoColumns}>
            {saved.attributeLabels.map((a, i) => (
              <TextField
                key={a.attribute}
                label={t('consoleStockListHeadingFor', { attribute: fieldWords(a.attribute) })}
                value={form.headings[i] ?? ''}
                placeholder={a.attribute}
                onChange={(e) =>
                  set({ headings: form.headings.map((x, j) => (j === i ? e.target.value : x)) })
                }
                error={Boolean(err(`attributeLabels.${i}.label`) ?? err(`attributeLabels.${i}.attribute`))}
                helperText={err(`attributeLabels.${i}.label`) ?? err(`attributeLabels.${i}.attribute`)}
              />
            ))}
          </Box>
        </Section>

        {saved.categories.length > 0 && (
          <Section title={t('consoleStockListCategories')}>
            <Box sx={twoColumns}>
              {saved.categories.map((c, i) => (
                <TextField
                  key={c.code}
                  label={t('consoleStockListCategoryName', { code: c.code })}
                  value={form.categories[i] ?? ''}
                  onChange={(e) =>
                    set({ categories: form.categories.map((x, j) => (j === i ? e.target.value : x)) })
                  }
                  error={Boolean(err(`categories.${i}.label`) ?? err(`categories.${i}.code`))}
                  helperText={err(`categories.${i}.label`) ?? err(`categories.${i}.code`)}
                />
              ))}
            </Box>
          </Section>
        )}

        {saved.grades.length > 0 && (
          <Section title={t('consoleStockListGrades')} intro={t('consoleStockListGradesIntro')}>
            <Stack spacing={2}>
              {saved.grades.map((g, i) => {
                const setGrade = (patch: Partial<Form['grades'][number]>) =>
                  set({ grades: form.grades.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
                return (
                  <Box
                    key={g.code}
                    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}
                  >
                    <TextField
                      label={t('consoleStockListGradeName', { code: g.code })}
                      value={form.grades[i]?.label ?? ''}
                      onChange={(e) => setGrade({ label: e.target.value })}
                      error={Boolean(err(`grades.${i}.label`))}
                      helperText={err(`grades.${i}.label`)}
                    />
                    <TextField
                      label={t('consoleStockListGradeDescription', { code: g.code })}
                      value={form.grades[i]?.description ?? ''}
                      onChange={(e) => setGrade({ description: e.target.value })}
                      multiline
                      minRows={1}
                      maxRows={6}
                      error={Boolean(err(`grades.${i}.description`))}
                      helperText={err(`grades.${i}.description`)}
                    />
                  </Box>
                );
              })}
            </Stack>
          </Section>
        )}

        {saved.grades.length > 0 && (
          <Section title={t('consoleStockListGradeGroups')} intro={t('consoleStockListGradeGroupsIntro')}>
            <Stack spacing={2}>
              {form.groups.map((group, i) => {
                const setGroup = (patch: Partial<Group>) =>
                  set({ groups: form.groups.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
                const n = i + 1;
                return (
                  <Paper
                    key={group.id}
                    variant="outlined"
                    component="section"
                    aria-label={t('consoleStockListGroupNumber', { n })}
                    sx={{ p: 2 }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                      <Box
                        sx={{
                          flex: 1,
                          display: 'grid',
                          gap: 2,
                          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                        }}
                      >
                        <TextField
                          label={t('consoleStockListGroupHeader')}
                          value={group.header}
                          onChange={(e) => setGroup({ header: e.target.value })}
                          error={Boolean(err(`gradeFilterGroups.${i}.header`))}
                          helperText={err(`gradeFilterGroups.${i}.header`)}
                        />
                        <TextField
                          label={t('consoleStockListGroupFooter')}
                          value={group.footer}
                          onChange={(e) => setGroup({ footer: e.target.value })}
                          error={Boolean(err(`gradeFilterGroups.${i}.footer`))}
                          helperText={err(`gradeFilterGroups.${i}.footer`)}
                        />
                        <Autocomplete
                          multiple
                          sx={{ gridColumn: { sm: '1 / -1' } }}
                          options={saved.grades
                            .map((g) => g.code)
                            .filter((c) => group.grades.includes(c) || ungrouped.includes(c))}
                          getOptionLabel={gradeLabel}
                          value={group.grades}
                          onChange={(_e, value) => setGroup({ grades: value })}
                          renderInput={(params) => {
                            const message =
                              err(`gradeFilterGroups.${i}.grades`) ??
                              Object.entries(errors).find(([k]) =>
                                k.startsWith(`gradeFilterGroups.${i}.grades.`),
                              )?.[1];
                            return (
                              <TextField
                                {...params}
                                label={t('consoleStockListGroupGrades')}
                                error={Boolean(message)}
                                helperText={message}
                              />
                            );
                          }}
                        />
                      </Box>
                      <IconButton
                        aria-label={t('consoleStockListRemoveGroup', { n })}
                        onClick={() => set({ groups: form.groups.filter((_, j) => j !== i) })}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </Box>
                  </Paper>
                );
              })}
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  onClick={() =>
                    set({
                      groups: [
                        ...form.groups,
                        {
                          id: Math.max(-1, ...form.groups.map((g) => g.id)) + 1,
                          header: '',
                          footer: '',
                          grades: [],
                        },
                      ],
                    })
                  }
                  disabled={form.groups.length >= 20}
                >
                  {t('consoleStockListAddGroup')}
                </Button>
                {form.groups.length > 0 && ungrouped.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('consoleStockListUngrouped', { grades: ungrouped.map(gradeLabel).join(', ') })}
                  </Typography>
                )}
              </Box>
            </Stack>
          </Section>
        )}

        <Section title={t('consoleStockListCards')}>
          <Box sx={twoColumns}>
            <TextField
              select
              label={t('consoleStockListTopRight')}
              value={form.top}
              onChange={(e) => set({ top: e.target.value })}
              error={Boolean(err('groupTopRightAttribute'))}
              helperText={err('groupTopRightAttribute')}
            >
              {saved.attributes.map((a, i) => (
                <MenuItem key={a} value={a}>
                  {form.headings[i] || a}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('consoleStockListBottomRight')}
              value={form.bottom}
              onChange={(e) => set({ bottom: e.target.value })}
              error={Boolean(err('groupBottomRightAttribute'))}
              helperText={err('groupBottomRightAttribute')}
            >
              {saved.attributes.map((a, i) => (
                <MenuItem key={a} value={a}>
                  {form.headings[i] || a}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Switch
                checked={form.showGradeIcon}
                onChange={(e) => set({ showGradeIcon: e.target.checked })}
              />
            }
            label={t('consoleStockListShowGradeIcon')}
          />
        </Section>

        <Section title={t('consoleStockListQuantities')}>
          <Box sx={twoColumns}>
            <TextField
              label={t('consoleStockListMaxQuantity')}
              value={form.maxQuantity}
              onChange={(e) => set({ maxQuantity: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={Boolean(err('maxItemQuantityToBeDisplayed'))}
              helperText={
                err('maxItemQuantityToBeDisplayed') ??
                t('consoleStockListMaxQuantityHelp', { n: form.maxQuantity.trim() || '…' })
              }
            />
            <TextField
              label={t('consoleStockListAlertQuantity')}
              value={form.alertQuantity}
              onChange={(e) => set({ alertQuantity: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={Boolean(err('defaultAlertQuantity'))}
              helperText={err('defaultAlertQuantity')}
            />
          </Box>
        </Section>

        <Section title={t('consoleStockListItemNumbers')}>
          <Box sx={twoColumns}>
            <TextField
              label={t('consoleStockListPrefix')}
              value={form.prefix}
              onChange={(e) => set({ prefix: e.target.value })}
              error={Boolean(err('itemNumberDescriptionPrefix'))}
              helperText={
                err('itemNumberDescriptionPrefix') ?? t('consoleStockListItemNumberExample', { example })
              }
            />
            <TextField
              label={t('consoleStockListSuffix')}
              value={form.suffix}
              onChange={(e) => set({ suffix: e.target.value })}
              error={Boolean(err('itemNumberDescriptionSuffix'))}
              helperText={err('itemNumberDescriptionSuffix')}
            />
          </Box>
        </Section>

        <SettingsActions
          saveLabel={t('consoleSaveSettings')}
          isSaving={save.isPending}
          isDirty={isDirty}
          onDiscard={() => {
            setForm(formOf(saved));
            setErrors({});
            setServerError(undefined);
          }}
        />
      </Stack>
    </Box>
  );
}
