import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { checkPasswordPolicy, passwordRuleKey } from '@portico/domain';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

/** B-013: each rule of the password policy, ticked as the new password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const { rules } = checkPasswordPolicy(password);
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('passwordRequirements')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {rules.map((rule) => (
          <Box
            component="li"
            key={rule.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              fontSize: '0.875rem',
              color: rule.met ? 'success.main' : 'text.secondary',
            }}
          >
            {rule.met ? <CheckCircle fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
            <span>{t(passwordRuleKey(rule.id))}</span>
            <Box component="span" sx={visuallyHidden}>
              {rule.met ? t('passwordRuleMet') : t('passwordRuleNotMet')}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
