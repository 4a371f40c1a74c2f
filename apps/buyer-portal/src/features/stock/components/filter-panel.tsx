import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StocklistSettings } from '@portico/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../logic/display.ts';
import type { FilterAction } from '../logic/filter-actions.ts';
import { gradeSections, type StockLabels } from '../logic/labels.ts';
import type { FacetValue, StockView } from '../logic/stock-view.ts';
import type { StockUrlState } from '../logic/url-state.ts';

const countSx = {
  color: 'text.secondary',
  fontVariantNumeric: 'tabular-nums',
  ml: 'auto',
  pl: 1,
  fontSize: '0.8rem',
};

/** A filter option's label: the value's label left, its count right-aligned. */
function OptionLabel({ label, count }: { label: string; count: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', width: '100%', alignItems: 'baseline' }}>
      <span>{label}</span>
      <Box component="span" sx={countSx}>
        {formatCount(count)}
      </Box>
    </Box>
  );
}

const optionSx = {
  mx: 0,
  width: '100%',
  '& .MuiFormControlLabel-label': { flex: 1, fontSize: '0.875rem' },
  '& .MuiCheckbox-root, & .MuiRadio-root': { p: 0.5, mr: 0.5 },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" sx={{ width: '100%', px: 2, py: 1.25 }}>
      <FormLabel
        component="legend"
        sx={{ fontSize: '0.75rem', fontWeight: 700, letterSpacing: 0.6, textTransform: 'uppercase', mb: 0.5 }}
      >
        {title}
      </FormLabel>
      {children}
    </FormControl>
  );
}

/** Long value lists show their first values (and any ticked one) until 'Show all'. */
const COLLAPSED_VALUES = 8;

function Checkboxes({
  values,
  label,
  onToggle,
}: {
  values: readonly FacetValue[];
  label(value: string): string;
  onToggle(value: string): void;
}) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const long = values.length > COLLAPSED_VALUES + 2;
  const shown = !long || showAll ? values : values.filter((v, i) => i < COLLAPSED_VALUES || v.selected);
  return (
    <FormGroup>
      {shown.map((v) => (
        <FormControlLabel
          key={v.value}
          sx={optionSx}
          control={<Checkbox size="small" checked={v.selected} onChange={() => onToggle(v.value)} />}
          label={<OptionLabel label={label(v.value)} count={v.count} />}
        />
      ))}
      {long ? (
        <Button
          size="small"
          onClick={() => setShowAll((s) => !s)}
          sx={{ alignSelf: 'flex-start', mt: 0.5, px: 0.5 }}
        >
          {showAll ? t('showFewerValues') : t('showAllValues', { n: values.length })}
        </Button>
      ) : null}
    </FormGroup>
  );
}

/**
 * C-009…C-017: Clear, 'Include Out of Stock', warehouse group, warehouses, categories and up to three attribute
 * levels, each value with its count. Every change goes through `dispatch` into the URL.
 */
export function FilterPanel({
  settings,
  view,
  state,
  labels,
  dispatch,
  onClose,
}: {
  settings: StocklistSettings;
  view: StockView;
  state: StockUrlState;
  labels: StockLabels;
  dispatch(action: FilterAction): void;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const warehouseIsLevel = view.levels.includes('warehouse');
  return (
    <Box component="form" role="search" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {t('filters')}
        </Typography>
        <Button size="small" sx={{ ml: 'auto' }} onClick={() => dispatch({ type: 'clear' })}>
          {t('filterClear')}
        </Button>
        {onClose ? (
          <IconButton size="small" aria-label={t('close')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1 }}>
        <FormControlLabel
          sx={{ mx: 0 }}
          control={
            <Switch
              size="small"
              checked={state.includeOutOfStock}
              onChange={(e) =>
                dispatch({ type: 'setIncludeOutOfStock', includeOutOfStock: e.target.checked })
              }
            />
          }
          label={<Typography variant="body2">{t('includeOutOfStock')}</Typography>}
        />
      </Box>
      {settings.warehouseGroups.length > 1 ? (
        <Box sx={{ px: 2, pb: 1 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('filterWarehouseGroup')}
            value={view.warehouseGroup ?? ''}
            onChange={(e) => dispatch({ type: 'setWarehouseGroup', warehouseGroup: e.target.value })}
          >
            {settings.warehouseGroups.map((wg) => (
              <MenuItem key={wg.warehouseGroupName} value={wg.warehouseGroupName}>
                {wg.warehouseGroupDescription || wg.warehouseGroupName}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ) : null}
      <Divider />
      {warehouseIsLevel ? null : (
        <Section title={t('filterWarehouse')}>
          <Checkboxes
            values={view.warehouseFacets}
            label={labels.warehouse}
            onToggle={(warehouse) => dispatch({ type: 'toggleWarehouse', warehouse })}
          />
        </Section>
      )}
      <Divider />
      <Section title={t('filterCategory')}>
        <RadioGroup
          value={view.category ?? ''}
          onChange={(e) => dispatch({ type: 'setCategory', category: e.target.value })}
        >
          {view.categories.map((c) => (
            <FormControlLabel
              key={c.value}
              value={c.value}
              sx={optionSx}
              control={<Radio size="small" />}
              label={<OptionLabel label={labels.category(c.value)} count={c.count} />}
            />
          ))}
        </RadioGroup>
      </Section>
      {view.levelFacets.map((level) => (
        <Box key={level.attribute}>
          <Divider />
          <Section title={labels.attribute(level.attribute)}>
            {level.attribute === 'grade' && settings.gradeFilterGroups.length ? (
              gradeSections(level.values, settings.gradeFilterGroups).map((section) => (
                <Box key={section.header || '-'} sx={{ mb: 0.5 }}>
                  {section.header ? (
                    <Typography
                      variant="caption"
                      component="p"
                      sx={{ fontWeight: 600, color: 'text.secondary', mt: 0.5 }}
                    >
                      {section.header}
                    </Typography>
                  ) : null}
                  <Checkboxes
                    values={section.values}
                    label={(v) => labels.value('grade', v)}
                    onToggle={(value) => dispatch({ type: 'toggleAttribute', attribute: 'grade', value })}
                  />
                  {section.footer ? (
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', pl: 3.5 }}>
                      {section.footer}
                    </Typography>
                  ) : null}
                </Box>
              ))
            ) : (
              <Checkboxes
                values={level.values}
                label={(v) => labels.value(level.attribute, v)}
                onToggle={(value) => dispatch({ type: 'toggleAttribute', attribute: level.attribute, value })}
              />
            )}
          </Section>
        </Box>
      ))}
    </Box>
  );
}
