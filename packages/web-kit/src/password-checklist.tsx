import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { checkPasswordPolicy, passwordRuleKey } from '@portico/domain';

/** Hidden on screen, read by screen readers (sizes in px: MUI reads 1 as 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type PasswordChecklistProps = {
  password: string;
  id?: string;
  /** The app's dictionary: passwordRequirements, passwordRule…, passwordRuleMet / passwordRuleNotMet. */
  translate(key: string): string;
};

/** B-013: each rule of the password policy, ticked as the new password meets it (both apps' password forms). */
export function PasswordChecklist({ password, id, translate }: PasswordChecklistProps) {
  const { rules } = checkPasswordPolicy(password);
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate('passwordRequirements')}
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
            {rule.met ? (
              <CheckCircle fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUnchecked fontSize="small" aria-hidden />
            )}
            <span>{translate(passwordRuleKey(rule.id))}</span>
            <Box component="span" sx={visuallyHidden}>
              {` ${rule.met ? translate('passwordRuleMet') : translate('passwordRuleNotMet')}`}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
