import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { PaletteMode } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { DEFAULT_STYLE_COLOURS } from '@portico/contract/style-defaults';
import { gradeChipColors } from '@portico/web-kit';
import { t } from '../../../lib/i18n.ts';
import { useStockListSettings } from '../../settings/api/stock-list-settings.ts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A-034 beside Brand & site's colours: the stock list's grade chips as buyers will see them with the draft's
 * primary and page colours (the portal spreads the grades round the colour wheel from the primary's hue:
 * web-kit gradeChipColors), so a primary colour change does not recolour them unseen. The tenant's grades in
 * their order, on the mode's page colour.
 */
export function GradeChipsPreview(props: { mode: PaletteMode; primary?: string; paper?: string }) {
  const settings = useStockListSettings();
  const grades = settings.data?.grades ?? [];
  if (grades.length === 0) return null;
  const defaults = DEFAULT_STYLE_COLOURS[props.mode];
  const primary = props.primary && HEX.test(props.primary) ? props.primary : defaults.primary_color;
  const paper = props.paper && HEX.test(props.paper) ? props.paper : defaults.paper_color;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" id="grade-chips-preview">
        {t('consoleBrandGradeChips')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('consoleBrandGradeChipsHelp')}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        aria-labelledby="grade-chips-preview"
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          p: 1.5,
          borderRadius: 1,
          bgcolor: paper,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {grades.map((g, i) => {
          const c = gradeChipColors(i, grades.length, { primary, paper, mode: props.mode });
          return (
            <Chip
              key={g.code}
              size="small"
              label={g.label || g.code}
              sx={{ bgcolor: c.background, color: c.text, border: 1, borderColor: c.border, fontWeight: 600 }}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
