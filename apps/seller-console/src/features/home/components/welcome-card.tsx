import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserInfo } from '@portico/contract';

type WelcomeCardProps = { tenantName: string; user?: UserInfo; isLoading: boolean; fallbackName?: string };

/** The signed-in seller's greeting on the home page. */
export function WelcomeCard({ tenantName, user, isLoading, fallbackName }: WelcomeCardProps) {
  const firstName = user?.firstName || fallbackName;
  return (
    <Card
      component="section"
      aria-labelledby="welcome-heading"
      sx={(theme) => ({ borderTop: `4px solid ${theme.palette.secondary.main}` })}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Typography variant="overline" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
          {tenantName} · Seller Console
        </Typography>
        <Typography id="welcome-heading" variant="h1" sx={{ mb: 1.5 }}>
          {isLoading && !firstName ? (
            <Skeleton width={240} />
          ) : firstName ? (
            `Welcome, ${firstName}`
          ) : (
            'Welcome'
          )}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          You are signed in to the {tenantName} seller console. Answer buyers' offers under Offers; stock,
          orders and buyers will appear in the menu as they become available.
        </Typography>
        {user && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 3 }}>
            <Chip label="Seller" color="primary" size="small" />
            <Typography variant="body2" color="text.secondary">
              {user.firstName} {user.lastName} · {user.email}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
