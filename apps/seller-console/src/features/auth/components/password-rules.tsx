import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PasswordRuleResult } from '@portico/domain';
import { t } from '../../../lib/i18n.ts';

/** B-013: each rule of the password policy, ticked as it is met. */
export function PasswordRules({ rules, id }: { rules: PasswordRuleResult[]; id?: string }) {
  return (
    <Box
      component="ul"
      id={id}
      aria-label={t('consolePasswordRequirements')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rules.map((rule) => (
        <Box
          component="li"
          key={rule.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            py: 0.25,
            color: rule.met ? 'success.main' : 'text.secondary',
          }}
        >
          {rule.met ? (
            <CheckCircle fontSize="small" aria-hidden />
          ) : (
            <RadioButtonUnchecked fontSize="small" aria-hidden />
          )}
          <Typography variant="body2" component="span">
            {rule.label}
            <Box component="span" sx={visuallyHidden}>
              {rule.met ? ' (met)' : t('consoleNotMet')}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
