import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { useStaffCan } from '../../staff/hooks.ts';

type WelcomeCardProps = { tenantName: string; user?: UserInfo; isLoading: boolean; fallbackName?: string };

/** The signed-in seller's greeting on the home page. */
export function WelcomeCard({ tenantName, user, isLoading, fallbackName }: WelcomeCardProps) {
  const firstName = user?.firstName || fallbackName;
  // The staff member's role (Owner, Operations, Read-only), once known; 'Seller' until then.
  const { role, write } = useStaffCan();
  return (
    <Card
      component="section"
      aria-labelledby="welcome-heading"
      sx={(theme) => ({ borderTop: `4px solid ${theme.palette.secondary.main}` })}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Typography variant="overline" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
          {t('consoleSellerConsole2', { tenantName })}
        </Typography>
        <Typography id="welcome-heading" variant="h1" sx={{ mb: 1.5 }}>
          {isLoading && !firstName ? (
            <Skeleton width={240} />
          ) : firstName ? (
            t('consoleWelcome2', { firstName })
          ) : (
            t('consoleWelcome')
          )}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          {role !== undefined && !write
            ? t('consoleYouAreSignedInToTheReadOnly', { tenantName })
            : t('consoleYouAreSignedInToThe', { tenantName })}
        </Typography>
        {user && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 3 }}>
            <Chip
              label={role ? t(`consoleStaffRole${role}`) : t('consoleSeller')}
              color="primary"
              size="small"
            />
            <Typography variant="body2" color="text.secondary">
              {user.firstName} {user.lastName} · {user.email}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
