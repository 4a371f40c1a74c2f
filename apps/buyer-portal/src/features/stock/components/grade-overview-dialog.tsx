import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GradeLabelDescription } from '@portico/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** C-057: previous / next, a dropdown of grades, and the chosen grade's description. */
export function GradeOverviewDialog({
  grades,
  initialGrade,
  onClose,
}: {
  grades: readonly GradeLabelDescription[];
  initialGrade: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      grades.findIndex((g) => g.grade === initialGrade),
    ),
  );
  const current = grades[index];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="grade-overview-title">
      <DialogTitle id="grade-overview-title">{t('gradeOverview')}</DialogTitle>
      <DialogContent>
        {current ? (
          <>
            <TextField
              select
              size="small"
              label={t('gradeSelect')}
              value={current.grade}
              onChange={(e) =>
                setIndex(
                  Math.max(
                    0,
                    grades.findIndex((g) => g.grade === e.target.value),
                  ),
                )
              }
              sx={{ minWidth: 200, mt: 1, mb: 2 }}
            >
              {grades.map((g) => (
                <MenuItem key={g.grade} value={g.grade}>
                  {g.gradeLabel}
                </MenuItem>
              ))}
            </TextField>
            <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
              {current.gradeLabel}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{current.gradeDescription}</Typography>
          </>
        ) : (
          <Typography>{t('emptyValue')}</Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<ChevronLeftIcon />} disabled={index <= 0} onClick={() => setIndex((i) => i - 1)}>
          {t('previous')}
        </Button>
        <Button
          endIcon={<ChevronRightIcon />}
          disabled={index >= grades.length - 1}
          onClick={() => setIndex((i) => i + 1)}
        >
          {t('next')}
        </Button>
        <Button variant="contained" disableElevation onClick={onClose} sx={{ ml: 'auto' }}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
