/** The radio and checkbox editors of the preference options (J-002, I-044): a bordered option per choice. */

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

export type Choice = { value: string; label: string; detail?: ReactNode };

const optionSx = {
  alignItems: 'flex-start',
  m: 0,
  mb: 1,
  p: 1,
  pr: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  width: '100%',
  '& .MuiRadio-root, & .MuiCheckbox-root': { mt: -0.75 },
} as const;

const choiceLabel = (c: Choice) => (
  <Box>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {c.label}
    </Typography>
    {c.detail ? (
      <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
        {c.detail}
      </Typography>
    ) : null}
  </Box>
);

/** A radio editor (J-002: "an editor (radio or checkbox)"), one bordered option per choice. */
export function RadioChoices({
  label,
  choices,
  value,
  onChange,
  error,
}: {
  label: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange(value: string): void;
  error?: string | undefined;
}) {
  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel sx={visuallyHidden}>{label}</FormLabel>
      <RadioGroup aria-label={label} value={value ?? ''} onChange={(_, v) => onChange(v)}>
        <Box
          sx={{
            display: 'grid',
            gap: 0,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 1,
          }}
        >
          {choices.map((c) => (
            <FormControlLabel
              key={c.value}
              value={c.value}
              control={<Radio size="small" slotProps={{ input: { 'aria-label': c.label } }} />}
              label={choiceLabel(c)}
              sx={{
                ...optionSx,
                ...(c.value === value ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : {}),
              }}
            />
          ))}
        </Box>
      </RadioGroup>
      {error ? <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** A checkbox editor (additional services, I-044). */
export function CheckboxChoices({
  label,
  choices,
  values,
  onChange,
  error,
}: {
  label: string;
  choices: readonly Choice[];
  values: readonly string[];
  onChange(values: string[]): void;
  error?: string | undefined;
}) {
  const toggle = (v: string, on: boolean) => onChange(on ? [...values, v] : values.filter((x) => x !== v));
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" sx={visuallyHidden}>
        {label}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 1,
        }}
      >
        {choices.map((c) => (
          <FormControlLabel
            key={c.value}
            control={
              <Checkbox
                size="small"
                checked={values.includes(c.value)}
                onChange={(_, on) => toggle(c.value, on)}
                slotProps={{ input: { 'aria-label': c.label } }}
              />
            }
            label={choiceLabel(c)}
            sx={{
              ...optionSx,
              ...(values.includes(c.value)
                ? { borderColor: 'primary.main', bgcolor: 'action.selected' }
                : {}),
            }}
          />
        ))}
      </Box>
      {error ? <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
